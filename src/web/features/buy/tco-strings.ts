import { tcoEn } from '../../../domain/i18n/areas/tco.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

/** The cost result's assumptions: their words come with that screen only. */
registerStrings(tcoEn, 'tco');
