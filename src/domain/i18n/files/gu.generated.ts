// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { pick, type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: () => import('../gu.ts').then((m) => pick(m, 'gu')),
  areas: {
    'account-data': () => import('../areas/account-data.gu.ts').then((m) => pick(m, 'accountDataGu')),
    'assistance': () => import('../areas/assistance.gu.ts').then((m) => pick(m, 'assistanceGu')),
    'blogs': () => import('../areas/blogs.gu.ts').then((m) => pick(m, 'blogsGu')),
    'buy': () => import('../areas/buy.gu.ts').then((m) => pick(m, 'buyGu')),
    'checkins': () => import('../areas/checkins.gu.ts').then((m) => pick(m, 'checkinsGu')),
    'earn': () => import('../areas/earn.gu.ts').then((m) => pick(m, 'earnGu')),
    'insights': () => import('../areas/insights.gu.ts').then((m) => pick(m, 'insightsGu')),
    'live-status': () => import('../areas/live-status.gu.ts').then((m) => pick(m, 'liveStatusGu')),
    'my-data-file': () => import('../areas/my-data-file.gu.ts').then((m) => pick(m, 'myDataFileGu')),
    'prices': () => import('../areas/prices.gu.ts').then((m) => pick(m, 'pricesGu')),
    'rto': () => import('../areas/rto.gu.ts').then((m) => pick(m, 'rtoGu')),
    'sales': () => import('../areas/sales.gu.ts').then((m) => pick(m, 'salesGu')),
    'station-cards': () => import('../areas/station-cards.gu.ts').then((m) => pick(m, 'stationCardsGu')),
    'tco': () => import('../areas/tco.gu.ts').then((m) => pick(m, 'tcoGu')),
    'traffic': () => import('../areas/traffic.gu.ts').then((m) => pick(m, 'trafficGu')),
    'trip-heights': () => import('../areas/trip-heights.gu.ts').then((m) => pick(m, 'tripHeightsGu')),
    'trip-roads': () => import('../areas/trip-roads.gu.ts').then((m) => pick(m, 'tripRoadsGu')),
    'trips': () => import('../areas/trips.gu.ts').then((m) => pick(m, 'tripsGu')),
  },
  stateNames: () => import('../../places/state-names-gu.ts').then((m) => pick(m, 'STATE_NAMES_GU')),
  glossary: () => import('../glossary/gu.ts').then((m) => pick(m, 'glossaryGu')),
};
