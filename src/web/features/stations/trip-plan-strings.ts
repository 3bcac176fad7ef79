import { tripHeightsEn } from '../../../domain/i18n/areas/trip-heights.en.ts';
import { tripRoadsEn } from '../../../domain/i18n/areas/trip-roads.en.ts';
import { tripsEn } from '../../../domain/i18n/areas/trips.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

// The trip planner's words arrive with its screens' chunk, not in the initial bundle.
registerStrings(tripsEn, () => import('../../../domain/i18n/areas/trips.hi.ts').then((m) => m.tripsHi));
registerStrings(tripRoadsEn, () => import('../../../domain/i18n/areas/trip-roads.hi.ts').then((m) => m.tripRoadsHi));
registerStrings(tripHeightsEn, () =>
  import('../../../domain/i18n/areas/trip-heights.hi.ts').then((m) => m.tripHeightsHi),
);
