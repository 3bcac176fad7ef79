import { tripHeightsEn } from '../../../domain/i18n/areas/trip-heights.en.ts';
import { tripRoadsEn } from '../../../domain/i18n/areas/trip-roads.en.ts';
import { tripsEn } from '../../../domain/i18n/areas/trips.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

// The trip planner's words arrive with its screens' chunk, not in the initial bundle.
registerStrings(tripsEn, 'trips');
registerStrings(tripRoadsEn, 'trip-roads');
registerStrings(tripHeightsEn, 'trip-heights');
