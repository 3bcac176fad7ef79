import { rtoEn } from '../../../domain/i18n/areas/rto.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

// The RTO screens' words arrive with their chunk, not in the initial bundle.
registerStrings(rtoEn, 'rto');
