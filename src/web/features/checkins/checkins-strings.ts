import { checkinsEn } from '../../../domain/i18n/areas/checkins.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

/** Every check-in screen imports this first, so the area's words arrive with the screen's chunk. */
registerStrings(checkinsEn, 'checkins');
