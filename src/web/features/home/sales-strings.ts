import { salesEn } from '../../../domain/i18n/areas/sales.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

// The sales card's note; its Hindi arrives as a chunk after the home screen's.
registerStrings(salesEn, 'sales');
