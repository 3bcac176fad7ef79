// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { pick, type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: () => import('../ml.ts').then((m) => pick(m, 'ml')),
  areas: {
    'account-data': () => import('../areas/account-data.ml.ts').then((m) => pick(m, 'accountDataMl')),
    'assistance': () => import('../areas/assistance.ml.ts').then((m) => pick(m, 'assistanceMl')),
    'blogs': () => import('../areas/blogs.ml.ts').then((m) => pick(m, 'blogsMl')),
    'buy': () => import('../areas/buy.ml.ts').then((m) => pick(m, 'buyMl')),
    'checkins': () => import('../areas/checkins.ml.ts').then((m) => pick(m, 'checkinsMl')),
    'earn': () => import('../areas/earn.ml.ts').then((m) => pick(m, 'earnMl')),
    'insights': () => import('../areas/insights.ml.ts').then((m) => pick(m, 'insightsMl')),
    'live-status': () => import('../areas/live-status.ml.ts').then((m) => pick(m, 'liveStatusMl')),
    'my-data-file': () => import('../areas/my-data-file.ml.ts').then((m) => pick(m, 'myDataFileMl')),
    'prices': () => import('../areas/prices.ml.ts').then((m) => pick(m, 'pricesMl')),
    'rto': () => import('../areas/rto.ml.ts').then((m) => pick(m, 'rtoMl')),
    'sales': () => import('../areas/sales.ml.ts').then((m) => pick(m, 'salesMl')),
    'station-cards': () => import('../areas/station-cards.ml.ts').then((m) => pick(m, 'stationCardsMl')),
    'tco': () => import('../areas/tco.ml.ts').then((m) => pick(m, 'tcoMl')),
    'traffic': () => import('../areas/traffic.ml.ts').then((m) => pick(m, 'trafficMl')),
    'trip-heights': () => import('../areas/trip-heights.ml.ts').then((m) => pick(m, 'tripHeightsMl')),
    'trip-roads': () => import('../areas/trip-roads.ml.ts').then((m) => pick(m, 'tripRoadsMl')),
    'trips': () => import('../areas/trips.ml.ts').then((m) => pick(m, 'tripsMl')),
  },
  stateNames: () => import('../../places/state-names-ml.ts').then((m) => pick(m, 'STATE_NAMES_ML')),
  glossary: () => import('../glossary/ml.ts').then((m) => pick(m, 'glossaryMl')),
};
