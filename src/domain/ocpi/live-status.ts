/**
 * Live status as the app shows it (issue 33; docs/ocpi.md): a station's EVSEs counted by what a
 * driver can do with them, from the statuses the networks push over OCPI. Shared by the server
 * (which keeps the counts) and the screens (which word them). No zod here: the station cards load it.
 *
 * - free: AVAILABLE.
 * - in use: CHARGING, BLOCKED (a car in the bay) and RESERVED: there, but taken.
 * - out of order: OUTOFORDER and INOPERATIVE ("temporarily not available for use").
 * - unknown: UNKNOWN (the network has no status, also when the charger is offline).
 * - not counted: PLANNED (not open yet) and REMOVED (gone; the spec's way to delete an EVSE).
 */

export type EvseCategory = 'free' | 'in_use' | 'out_of_order' | 'unknown';

const CATEGORY: Record<string, EvseCategory | null> = {
  AVAILABLE: 'free',
  CHARGING: 'in_use',
  BLOCKED: 'in_use',
  RESERVED: 'in_use',
  OUTOFORDER: 'out_of_order',
  INOPERATIVE: 'out_of_order',
  UNKNOWN: 'unknown',
  PLANNED: null,
  REMOVED: null,
};

/** The category an EVSE status counts in, or null when the EVSE is not counted. */
export const categoryOf = (status: string): EvseCategory | null => (status in CATEGORY ? CATEGORY[status]! : 'unknown');

export interface LiveCounts {
  /** EVSEs counted (each charges one vehicle at a time). */
  evses: number;
  free: number;
  in_use: number;
  out_of_order: number;
  unknown: number;
}

export const NO_COUNTS: LiveCounts = { evses: 0, free: 0, in_use: 0, out_of_order: 0, unknown: 0 };

/** The counts of these EVSE statuses. */
export function countStatuses(statuses: Iterable<string>): LiveCounts {
  const counts = { ...NO_COUNTS };
  for (const status of statuses) {
    const category = categoryOf(status);
    if (category === null) continue;
    counts.evses += 1;
    counts[category] += 1;
  }
  return counts;
}

/** Two sets of counts together (a station that several Locations, or networks, describe). */
export const addCounts = (a: LiveCounts, b: LiveCounts): LiveCounts => ({
  evses: a.evses + b.evses,
  free: a.free + b.free,
  in_use: a.in_use + b.in_use,
  out_of_order: a.out_of_order + b.out_of_order,
  unknown: a.unknown + b.unknown,
});

/** GET /ev/stations/live: one station's live status. */
export interface LiveStatus extends LiveCounts {
  place_id: string;
  /**
   * When we last heard from the network(s) about this station (a push or a pull), epoch ms; with
   * several Locations, the oldest of them, so 'updated 3 min ago' never claims more than it knows.
   */
  updated_at: number;
  /** The networks that send it, by the names they registered with. */
  networks: string[];
}

export interface LiveStatusPage {
  statuses: LiveStatus[];
}

/** A status heard longer ago than this is shown as 'last known', and no longer counts as 'available now'. */
export const LIVE_FRESH_MS = 30 * 60_000;

export const isFresh = (status: Pick<LiveStatus, 'updated_at'>, now: number): boolean =>
  now - status.updated_at <= LIVE_FRESH_MS;

/** For the 'Available now' filter: a free EVSE, heard of in the last 30 minutes. */
export const isAvailableNow = (status: LiveStatus, now: number): boolean => status.free > 0 && isFresh(status, now);

/** Every counted EVSE out of order or inoperative: the trip planner leaves the station out. */
export const isAllOutOfOrder = (counts: LiveCounts): boolean =>
  counts.evses > 0 && counts.out_of_order === counts.evses;

/** The word a station's live status leads with, for its look (shape and colour as well as words). */
export function liveState(counts: LiveCounts): EvseCategory {
  if (counts.free > 0) return 'free';
  if (counts.in_use > 0) return 'in_use';
  return isAllOutOfOrder(counts) ? 'out_of_order' : 'unknown';
}
