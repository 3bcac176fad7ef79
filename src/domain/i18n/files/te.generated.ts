// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { pick, type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: () => import('../te.ts').then((m) => pick(m, 'te')),
  areas: {
    'account-data': () => import('../areas/account-data.te.ts').then((m) => pick(m, 'accountDataTe')),
    'assistance': () => import('../areas/assistance.te.ts').then((m) => pick(m, 'assistanceTe')),
    'blogs': () => import('../areas/blogs.te.ts').then((m) => pick(m, 'blogsTe')),
    'buy': () => import('../areas/buy.te.ts').then((m) => pick(m, 'buyTe')),
    'checkins': () => import('../areas/checkins.te.ts').then((m) => pick(m, 'checkinsTe')),
    'earn': () => import('../areas/earn.te.ts').then((m) => pick(m, 'earnTe')),
    'insights': () => import('../areas/insights.te.ts').then((m) => pick(m, 'insightsTe')),
    'live-status': () => import('../areas/live-status.te.ts').then((m) => pick(m, 'liveStatusTe')),
    'my-data-file': () => import('../areas/my-data-file.te.ts').then((m) => pick(m, 'myDataFileTe')),
    'prices': () => import('../areas/prices.te.ts').then((m) => pick(m, 'pricesTe')),
    'rto': () => import('../areas/rto.te.ts').then((m) => pick(m, 'rtoTe')),
    'sales': () => import('../areas/sales.te.ts').then((m) => pick(m, 'salesTe')),
    'station-cards': () => import('../areas/station-cards.te.ts').then((m) => pick(m, 'stationCardsTe')),
    'tco': () => import('../areas/tco.te.ts').then((m) => pick(m, 'tcoTe')),
    'traffic': () => import('../areas/traffic.te.ts').then((m) => pick(m, 'trafficTe')),
    'trip-heights': () => import('../areas/trip-heights.te.ts').then((m) => pick(m, 'tripHeightsTe')),
    'trip-roads': () => import('../areas/trip-roads.te.ts').then((m) => pick(m, 'tripRoadsTe')),
    'trips': () => import('../areas/trips.te.ts').then((m) => pick(m, 'tripsTe')),
  },
  stateNames: () => import('../../places/state-names-te.ts').then((m) => pick(m, 'STATE_NAMES_TE')),
  glossary: () => import('../glossary/te.ts').then((m) => pick(m, 'glossaryTe')),
};
