/**
 * The fixed facts of roadside assistance (issue 39): what can go wrong, the statuses a request
 * moves through, and the form's limits. Words for each are catalogue keys
 * (src/domain/i18n/areas/assistance.en.ts).
 */

/** What happened, in the order the form offers them. */
export const PROBLEMS = [
  'battery_empty',
  'wont_start',
  'flat_tyre',
  'accident',
  'locked_out',
  'cable_stuck',
  'other',
] as const;
export type Problem = (typeof PROBLEMS)[number];

/** received → assigned → on_the_way → arrived → done, or cancelled before the helper arrives. */
export const STATUSES = ['received', 'assigned', 'on_the_way', 'arrived', 'done', 'cancelled'] as const;
export type AssistanceStatus = (typeof STATUSES)[number];

export const OPEN_STATUSES: readonly AssistanceStatus[] = ['received', 'assigned', 'on_the_way', 'arrived'];

export const ASSIST_LIMITS = {
  /** People on board, the driver included. */
  people: { min: 1, max: 60 },
  landmark: 200,
  registration: 13,
  makeModel: 80,
  helperName: 80,
  helperVehicle: 80,
  /** An ETA the desk may set, in minutes from now. */
  etaMinutes: { min: 1, max: 24 * 60 },
  /** A phone's position is useful only this accurate (metres); worse is still sent, marked as rough. */
  roughAccuracyM: 1000,
  /** Farther than this from the nearest town we say 'on NH-44' without a town. */
  townKm: 60,
  /** Farther than this from a highway we do not name one. */
  roadKm: 2,
} as const;

/**
 * If nobody has called the person this long after the request was made (no helper assigned), the
 * status page tells them to call the helpline (issue 39: 'within 10 minutes').
 */
export const NO_CALL_MINUTES = 10;
