import { earnEn } from '../../../domain/i18n/areas/earn.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

// The area's words arrive with its screens, not in the initial bundle.
registerStrings(earnEn, 'earn');
