// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { pick, type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: () => import('../kn.ts').then((m) => pick(m, 'kn')),
  areas: {
    'account-data': () => import('../areas/account-data.kn.ts').then((m) => pick(m, 'accountDataKn')),
    'assistance': () => import('../areas/assistance.kn.ts').then((m) => pick(m, 'assistanceKn')),
    'blogs': () => import('../areas/blogs.kn.ts').then((m) => pick(m, 'blogsKn')),
    'buy': () => import('../areas/buy.kn.ts').then((m) => pick(m, 'buyKn')),
    'checkins': () => import('../areas/checkins.kn.ts').then((m) => pick(m, 'checkinsKn')),
    'earn': () => import('../areas/earn.kn.ts').then((m) => pick(m, 'earnKn')),
    'insights': () => import('../areas/insights.kn.ts').then((m) => pick(m, 'insightsKn')),
    'live-status': () => import('../areas/live-status.kn.ts').then((m) => pick(m, 'liveStatusKn')),
    'my-data-file': () => import('../areas/my-data-file.kn.ts').then((m) => pick(m, 'myDataFileKn')),
    'prices': () => import('../areas/prices.kn.ts').then((m) => pick(m, 'pricesKn')),
    'rto': () => import('../areas/rto.kn.ts').then((m) => pick(m, 'rtoKn')),
    'sales': () => import('../areas/sales.kn.ts').then((m) => pick(m, 'salesKn')),
    'station-cards': () => import('../areas/station-cards.kn.ts').then((m) => pick(m, 'stationCardsKn')),
    'tco': () => import('../areas/tco.kn.ts').then((m) => pick(m, 'tcoKn')),
    'traffic': () => import('../areas/traffic.kn.ts').then((m) => pick(m, 'trafficKn')),
    'trip-heights': () => import('../areas/trip-heights.kn.ts').then((m) => pick(m, 'tripHeightsKn')),
    'trip-roads': () => import('../areas/trip-roads.kn.ts').then((m) => pick(m, 'tripRoadsKn')),
    'trips': () => import('../areas/trips.kn.ts').then((m) => pick(m, 'tripsKn')),
  },
  stateNames: () => import('../../places/state-names-kn.ts').then((m) => pick(m, 'STATE_NAMES_KN')),
  glossary: () => import('../glossary/kn.ts').then((m) => pick(m, 'glossaryKn')),
};
