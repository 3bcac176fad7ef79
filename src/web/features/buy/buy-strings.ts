import { buyEn } from '../../../domain/i18n/areas/buy.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

/** Every buy screen imports this first, so the area's words arrive with the screen's chunk. */
registerStrings(buyEn, 'buy');
