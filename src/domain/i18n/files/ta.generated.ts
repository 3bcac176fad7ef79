// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { pick, type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: () => import('../ta.ts').then((m) => pick(m, 'ta')),
  areas: {
    'account-data': () => import('../areas/account-data.ta.ts').then((m) => pick(m, 'accountDataTa')),
    'assistance': () => import('../areas/assistance.ta.ts').then((m) => pick(m, 'assistanceTa')),
    'blogs': () => import('../areas/blogs.ta.ts').then((m) => pick(m, 'blogsTa')),
    'buy': () => import('../areas/buy.ta.ts').then((m) => pick(m, 'buyTa')),
    'checkins': () => import('../areas/checkins.ta.ts').then((m) => pick(m, 'checkinsTa')),
    'earn': () => import('../areas/earn.ta.ts').then((m) => pick(m, 'earnTa')),
    'insights': () => import('../areas/insights.ta.ts').then((m) => pick(m, 'insightsTa')),
    'live-status': () => import('../areas/live-status.ta.ts').then((m) => pick(m, 'liveStatusTa')),
    'my-data-file': () => import('../areas/my-data-file.ta.ts').then((m) => pick(m, 'myDataFileTa')),
    'prices': () => import('../areas/prices.ta.ts').then((m) => pick(m, 'pricesTa')),
    'rto': () => import('../areas/rto.ta.ts').then((m) => pick(m, 'rtoTa')),
    'sales': () => import('../areas/sales.ta.ts').then((m) => pick(m, 'salesTa')),
    'station-cards': () => import('../areas/station-cards.ta.ts').then((m) => pick(m, 'stationCardsTa')),
    'tco': () => import('../areas/tco.ta.ts').then((m) => pick(m, 'tcoTa')),
    'traffic': () => import('../areas/traffic.ta.ts').then((m) => pick(m, 'trafficTa')),
    'trip-heights': () => import('../areas/trip-heights.ta.ts').then((m) => pick(m, 'tripHeightsTa')),
    'trip-roads': () => import('../areas/trip-roads.ta.ts').then((m) => pick(m, 'tripRoadsTa')),
    'trips': () => import('../areas/trips.ta.ts').then((m) => pick(m, 'tripsTa')),
  },
  stateNames: () => import('../../places/state-names-ta.ts').then((m) => pick(m, 'STATE_NAMES_TA')),
  glossary: () => import('../glossary/ta.ts').then((m) => pick(m, 'glossaryTa')),
};
