// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { pick, type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: () => import('../bn.ts').then((m) => pick(m, 'bn')),
  areas: {
    'account-data': () => import('../areas/account-data.bn.ts').then((m) => pick(m, 'accountDataBn')),
    'assistance': () => import('../areas/assistance.bn.ts').then((m) => pick(m, 'assistanceBn')),
    'blogs': () => import('../areas/blogs.bn.ts').then((m) => pick(m, 'blogsBn')),
    'buy': () => import('../areas/buy.bn.ts').then((m) => pick(m, 'buyBn')),
    'checkins': () => import('../areas/checkins.bn.ts').then((m) => pick(m, 'checkinsBn')),
    'earn': () => import('../areas/earn.bn.ts').then((m) => pick(m, 'earnBn')),
    'insights': () => import('../areas/insights.bn.ts').then((m) => pick(m, 'insightsBn')),
    'live-status': () => import('../areas/live-status.bn.ts').then((m) => pick(m, 'liveStatusBn')),
    'my-data-file': () => import('../areas/my-data-file.bn.ts').then((m) => pick(m, 'myDataFileBn')),
    'prices': () => import('../areas/prices.bn.ts').then((m) => pick(m, 'pricesBn')),
    'rto': () => import('../areas/rto.bn.ts').then((m) => pick(m, 'rtoBn')),
    'sales': () => import('../areas/sales.bn.ts').then((m) => pick(m, 'salesBn')),
    'station-cards': () => import('../areas/station-cards.bn.ts').then((m) => pick(m, 'stationCardsBn')),
    'tco': () => import('../areas/tco.bn.ts').then((m) => pick(m, 'tcoBn')),
    'traffic': () => import('../areas/traffic.bn.ts').then((m) => pick(m, 'trafficBn')),
    'trip-heights': () => import('../areas/trip-heights.bn.ts').then((m) => pick(m, 'tripHeightsBn')),
    'trip-roads': () => import('../areas/trip-roads.bn.ts').then((m) => pick(m, 'tripRoadsBn')),
    'trips': () => import('../areas/trips.bn.ts').then((m) => pick(m, 'tripsBn')),
  },
  stateNames: () => import('../../places/state-names-bn.ts').then((m) => pick(m, 'STATE_NAMES_BN')),
  glossary: () => import('../glossary/bn.ts').then((m) => pick(m, 'glossaryBn')),
};
