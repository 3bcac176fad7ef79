// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: undefined,
  areas: {
    'account-data': undefined,
    'blogs': undefined,
    'buy': undefined,
    'checkins': undefined,
    'earn': undefined,
    'insights': undefined,
    'live-status': undefined,
    'my-data-file': undefined,
    'prices': undefined,
    'rto': undefined,
    'sales': undefined,
    'station-cards': undefined,
    'tco': undefined,
    'traffic': undefined,
    'trip-roads': undefined,
    'trips': undefined,
  },
  stateNames: undefined,
  glossary: undefined,
};
