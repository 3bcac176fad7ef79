import { assistanceEn } from '../../../domain/i18n/areas/assistance.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

// The assistance screens' words arrive with their chunk, not in the initial bundle.
registerStrings(assistanceEn, () => import('../../../domain/i18n/areas/assistance.hi.ts').then((m) => m.assistanceHi));
