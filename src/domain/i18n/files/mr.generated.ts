// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { pick, type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: () => import('../mr.ts').then((m) => pick(m, 'mr')),
  areas: {
    'account-data': () => import('../areas/account-data.mr.ts').then((m) => pick(m, 'accountDataMr')),
    'assistance': () => import('../areas/assistance.mr.ts').then((m) => pick(m, 'assistanceMr')),
    'blogs': () => import('../areas/blogs.mr.ts').then((m) => pick(m, 'blogsMr')),
    'buy': () => import('../areas/buy.mr.ts').then((m) => pick(m, 'buyMr')),
    'checkins': () => import('../areas/checkins.mr.ts').then((m) => pick(m, 'checkinsMr')),
    'earn': () => import('../areas/earn.mr.ts').then((m) => pick(m, 'earnMr')),
    'insights': () => import('../areas/insights.mr.ts').then((m) => pick(m, 'insightsMr')),
    'live-status': () => import('../areas/live-status.mr.ts').then((m) => pick(m, 'liveStatusMr')),
    'my-data-file': () => import('../areas/my-data-file.mr.ts').then((m) => pick(m, 'myDataFileMr')),
    'prices': () => import('../areas/prices.mr.ts').then((m) => pick(m, 'pricesMr')),
    'rto': () => import('../areas/rto.mr.ts').then((m) => pick(m, 'rtoMr')),
    'sales': () => import('../areas/sales.mr.ts').then((m) => pick(m, 'salesMr')),
    'station-cards': () => import('../areas/station-cards.mr.ts').then((m) => pick(m, 'stationCardsMr')),
    'tco': () => import('../areas/tco.mr.ts').then((m) => pick(m, 'tcoMr')),
    'traffic': () => import('../areas/traffic.mr.ts').then((m) => pick(m, 'trafficMr')),
    'trip-heights': () => import('../areas/trip-heights.mr.ts').then((m) => pick(m, 'tripHeightsMr')),
    'trip-roads': () => import('../areas/trip-roads.mr.ts').then((m) => pick(m, 'tripRoadsMr')),
    'trips': () => import('../areas/trips.mr.ts').then((m) => pick(m, 'tripsMr')),
  },
  stateNames: () => import('../../places/state-names-mr.ts').then((m) => pick(m, 'STATE_NAMES_MR')),
  glossary: () => import('../glossary/mr.ts').then((m) => pick(m, 'glossaryMr')),
};
