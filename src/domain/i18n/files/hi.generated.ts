// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { pick, type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: () => import('../hi.ts').then((m) => pick(m, 'hi')),
  areas: {
    'account-data': () => import('../areas/account-data.hi.ts').then((m) => pick(m, 'accountDataHi')),
    'assistance': () => import('../areas/assistance.hi.ts').then((m) => pick(m, 'assistanceHi')),
    'blogs': () => import('../areas/blogs.hi.ts').then((m) => pick(m, 'blogsHi')),
    'buy': () => import('../areas/buy.hi.ts').then((m) => pick(m, 'buyHi')),
    'checkins': () => import('../areas/checkins.hi.ts').then((m) => pick(m, 'checkinsHi')),
    'earn': () => import('../areas/earn.hi.ts').then((m) => pick(m, 'earnHi')),
    'insights': () => import('../areas/insights.hi.ts').then((m) => pick(m, 'insightsHi')),
    'live-status': () => import('../areas/live-status.hi.ts').then((m) => pick(m, 'liveStatusHi')),
    'my-data-file': () => import('../areas/my-data-file.hi.ts').then((m) => pick(m, 'myDataFileHi')),
    'prices': () => import('../areas/prices.hi.ts').then((m) => pick(m, 'pricesHi')),
    'rto': () => import('../areas/rto.hi.ts').then((m) => pick(m, 'rtoHi')),
    'sales': () => import('../areas/sales.hi.ts').then((m) => pick(m, 'salesHi')),
    'station-cards': () => import('../areas/station-cards.hi.ts').then((m) => pick(m, 'stationCardsHi')),
    'tco': () => import('../areas/tco.hi.ts').then((m) => pick(m, 'tcoHi')),
    'traffic': () => import('../areas/traffic.hi.ts').then((m) => pick(m, 'trafficHi')),
    'trip-heights': () => import('../areas/trip-heights.hi.ts').then((m) => pick(m, 'tripHeightsHi')),
    'trip-roads': () => import('../areas/trip-roads.hi.ts').then((m) => pick(m, 'tripRoadsHi')),
    'trips': () => import('../areas/trips.hi.ts').then((m) => pick(m, 'tripsHi')),
  },
  stateNames: () => import('../../places/state-names-hi.ts').then((m) => pick(m, 'STATE_NAMES_HI')),
  glossary: undefined,
};
