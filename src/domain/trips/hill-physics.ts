/**
 * Energy on real heights (issue 40; docs/trip-model.md, "Energy on the height of the ground"): a stretch of road
 * costs the vehicle's flat-road use (its kWh per km, by speed and kind, as before) plus the work of lifting the
 * vehicle and its people up the climb (mass × g × climb ÷ the drivetrain's efficiency), less what regenerative
 * braking puts back on the way down (mass × g × descent × the regeneration efficiency: never more than the descent
 * gives, since that efficiency is below one). Where the ground's height is unknown (south of 10 °N), the old rule:
 * a winding km counts HILL_ENERGY_FACTOR km.
 */
import type { VehicleKind } from './vehicle-profile.ts';

export const GRAVITY = 9.81;
const JOULES_PER_KWH = 3.6e6;

/**
 * Battery to wheels: the share of the battery's energy that lifts the vehicle (motor, inverter, gearing). ASSUMED
 * from published ranges: permanent-magnet drive units of cars run at 85–90% over a drive cycle (US DOE
 * fueleconomy.gov, "Where the energy goes: electric cars": 87–91% of the battery's energy reaches the wheels less
 * about 10% lost in the drivetrain at part load); hub and mid-drive motors of two-wheelers somewhat less.
 */
export const DRIVE_EFFICIENCY: Readonly<Record<VehicleKind, number>> = { car: 0.85, bike: 0.8, scooter: 0.8 };

/**
 * Wheels to battery on a descent: the share of the potential energy given up that regeneration returns. ASSUMED:
 * 60–80% at best on long controlled descents for cars (Chargetrip, "How elevation affects EV range on fleet routes"),
 * of which the low end, since part of a descent is spent on braking with the pads and on rolling; two-wheelers'
 * regeneration is weak or absent on many Indian scooters (Ather and Ola offer a mild setting): 20%.
 */
export const REGEN_EFFICIENCY: Readonly<Record<VehicleKind, number>> = { car: 0.6, bike: 0.2, scooter: 0.2 };

/** A person on board with a little luggage, kg (ASSUMED: an adult Indian's mean weight is about 60–65 kg, NFHS-5). */
export const PERSON_KG = 70;

/**
 * Kerb weight when the catalogue has none, by kind and battery (nominal kWh), kg. ASSUMED: straight lines fitted by
 * hand to makers' published kerb weights — cars: Tata Tiago EV 24 kWh about 1,235 kg, Tata Nexon EV 40.5 kWh about
 * 1,400 kg, MG ZS EV 50 kWh about 1,620 kg, BYD Atto 3 60 kWh about 1,750 kg; scooters: Ather 450X 2.9 kWh 108 kg,
 * TVS iQube 3.0 kWh 118 kg, Ola S1 Pro 4 kWh 125 kg; motorcycles: Revolt RV400 3.24 kWh 108 kg, Ultraviolette F77
 * 10.3 kWh 207 kg. Within about 8% of each.
 */
export const KERB_ESTIMATE: Readonly<Record<VehicleKind, { baseKg: number; kgPerKwh: number }>> = {
  car: { baseKg: 900, kgPerKwh: 14 },
  scooter: { baseKg: 80, kgPerKwh: 11 },
  bike: { baseKg: 75, kgPerKwh: 12.5 },
};

export interface VehicleMass {
  /** Kerb weight plus the people on board, kg. */
  kg: number;
  /** True when the kerb weight is the estimate by battery size, not the catalogue's. */
  assumed: boolean;
}

/** The mass the climb lifts: the catalogue's kerb weight where it has one, else the estimate, plus the people. */
export function vehicleMass(
  kind: VehicleKind,
  kerbKg: number | null | undefined,
  batteryKwh: number,
  people: number,
): VehicleMass {
  const own = kerbKg != null && Number.isFinite(kerbKg) && kerbKg > 0;
  const { baseKg, kgPerKwh } = KERB_ESTIMATE[kind];
  const kerb = own ? kerbKg : baseKg + kgPerKwh * batteryKwh;
  return { kg: kerb + PERSON_KG * Math.max(0, people), assumed: !own };
}

/** Reads a kerb weight as the catalogue writes it ('1815 kg', '1,400 kg', 125), kg; null when it says none. */
export function parseKerbKg(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return value > 0 ? value : null;
  if (!value) return null;
  const m = /(\d[\d,]*(?:\.\d+)?)\s*kg/i.exec(value);
  const kg = m ? Number(m[1]!.replace(/,/g, '')) : NaN;
  return kg > 0 ? kg : null;
}

/** What a vehicle needs for the physics. */
export interface HillVehicle {
  kind: VehicleKind;
  kwhPerKm: number;
  massKg: number;
}

/** One stretch of road: its km, metres climbed and descended on known heights, and km of unknown heights. */
export interface HillStretch {
  km: number;
  upM: number;
  downM: number;
  /** Km of the stretch where the heights are unknown, and how many of them are winding road. */
  noHeightKm: number;
  noHeightWindingKm: number;
}

/** kWh to lift `massKg` up `metres` from the battery. */
export const climbKwh = (v: Pick<HillVehicle, 'kind' | 'massKg'>, metres: number): number =>
  (v.massKg * GRAVITY * metres) / DRIVE_EFFICIENCY[v.kind] / JOULES_PER_KWH;

/** kWh regeneration returns to the battery on `metres` of descent. */
export const regenKwh = (v: Pick<HillVehicle, 'kind' | 'massKg'>, metres: number): number =>
  (v.massKg * GRAVITY * metres * REGEN_EFFICIENCY[v.kind]) / JOULES_PER_KWH;

/**
 * The battery kWh a stretch takes (negative where a descent gives back more than the stretch's flat-road use):
 * flat use, with the hill factor on winding km of unknown height only, plus the climb, less the regeneration.
 */
export function stretchKwh(v: HillVehicle, s: HillStretch, hillFactor: number): number {
  return v.kwhPerKm * (s.km + (hillFactor - 1) * s.noHeightWindingKm) + climbKwh(v, s.upM) - regenKwh(v, s.downM);
}
