import { paths } from '../../app/paths.ts';
import type { LastTrip } from './last-trip.ts';
import { planPath } from './trip-share-link.ts';

/** Where a trip's results show: with a plan, its link (so a reload or a share reopens it); else the spec's path. */
export const resultsPath = (trip: LastTrip) => (trip.planQuery ? planPath(trip.planQuery) : paths.locationOnWay);
