import * as z from 'zod/mini';
import { latLngBody, placeId, placeText } from '../stations/maps-api.schema.ts';

/** The form's defaults (issue 16): battery now 80%, arrive with at least 15%, charge up to 80% at a stop. */
export const PLAN_DEFAULTS = { startPct: 80, reservePct: 15, targetPct: 80 } as const;

export const VEHICLE_KINDS = ['car', 'bike', 'scooter'] as const;

/** Bounds of the figures a person may type; wide enough for a 1.5 kWh moped and a 100 kWh SUV. */
export const PLAN_LIMITS = {
  batteryKwh: { min: 0.5, max: 250 },
  rangeKm: { min: 20, max: 1500 },
  startPct: { min: 1, max: 100 },
  reservePct: { min: 0, max: 50 },
  targetPct: { min: 20, max: 100 },
  people: { min: 1, max: 9 },
} as const;

/** People on board when the plan is not told (issue 40: their weight counts on a climb). */
export const DEFAULT_PEOPLE = 1;

const bounded = (key: string, { min, max }: { min: number; max: number }, whole = false) =>
  z
    .number({ error: key })
    .check(z.refine((v) => Number.isFinite(v) && v >= min && v <= max && (!whole || Number.isInteger(v)), key));

/** A vehicle that is not in the catalogue: its kind, battery and the range its owner gets. */
export const ownVehicleSchema = z.object({
  kind: z.enum(VEHICLE_KINDS, { error: 'plan.validation.vehicleKind' }),
  battery_kwh: bounded('plan.validation.batteryKwh', PLAN_LIMITS.batteryKwh),
  range_km: bounded('plan.validation.rangeKm', PLAN_LIMITS.rangeKm),
});

/** A catalogue product id ('tata-nexon-ev-creative-plus-mr'). */
export const vehicleIdSchema = z
  .string({ error: 'plan.validation.vehicle' })
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'plan.validation.vehicle'));

/**
 * POST /ev/trip/plan, and the /planatrip form before it sends: the two ends (text, a picked
 * suggestion's id, or a position, which wins), one vehicle (a catalogue id or the owner's own
 * figures), the battery now, the reserve to arrive with and the level to charge up to.
 */
export const tripPlanBody = z
  .object({
    origin: placeText,
    destination: placeText,
    origin_place_id: z.optional(placeId),
    destination_place_id: z.optional(placeId),
    origin_location: z.optional(latLngBody),
    vehicle_id: z.optional(vehicleIdSchema),
    own_vehicle: z.optional(ownVehicleSchema),
    /** The range the driver really gets on a full battery; overrides the vehicle's figure. */
    range_km: z.optional(bounded('plan.validation.rangeKm', PLAN_LIMITS.rangeKm)),
    start_pct: bounded('plan.validation.startPct', PLAN_LIMITS.startPct, true),
    reserve_pct: bounded('plan.validation.reservePct', PLAN_LIMITS.reservePct, true),
    target_pct: bounded('plan.validation.targetPct', PLAN_LIMITS.targetPct, true),
    /** A car may stop at slow AC points too (two-wheelers always may). */
    allow_ac: z.optional(z.boolean({ error: 'validation.invalidBody' })),
    /** People on board, the driver included (DEFAULT_PEOPLE when absent): their weight counts on a climb. */
    people: z.optional(bounded('plan.validation.people', PLAN_LIMITS.people, true)),
  })
  .check(
    z.refine((b) => (b.vehicle_id === undefined) !== (b.own_vehicle === undefined), {
      message: 'plan.validation.vehicle',
    }),
    z.refine((b) => b.start_pct > b.reserve_pct, { message: 'plan.validation.startBelowReserve' }),
    z.refine((b) => b.target_pct >= b.reserve_pct + 10, { message: 'plan.validation.targetBelowReserve' }),
  );

export type TripPlanBody = z.output<typeof tripPlanBody>;
export type OwnVehicle = z.output<typeof ownVehicleSchema>;

/** PUT /ev/trip/my-vehicle: the catalogue vehicle the profile keeps for planning, or null for none. */
export const myVehicleBody = z.object({ vehicle_id: z.nullable(vehicleIdSchema) });
export type MyVehicleBody = z.input<typeof myVehicleBody>;
