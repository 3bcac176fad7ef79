import { liveStatusEn } from '../../domain/i18n/areas/live-status.en.ts';
import { registerStrings } from './i18n.ts';

/** The live status's words (issue 33), for every screen that shows it or filters by it. */
registerStrings(liveStatusEn, 'live-status');
