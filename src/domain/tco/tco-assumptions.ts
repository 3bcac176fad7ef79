/**
 * Every figure the cost-of-ownership model uses, with where it comes from. docs/cost-model.md explains each one;
 * a change here must be mirrored there (and in the hand-computed cases of tco-model.test.ts).
 */
import type { VehicleType } from '../catalogue/catalogue-entry.ts';

export const TCO_YEARS = 5;
export const MONTHS_PER_YEAR = 12;
/** spec section 5: monthly km driven must be between 500 and 10000 inclusive. */
export const KMS_MIN = 500;
export const KMS_MAX = 10000;

/** Price bands: each type's list of [upper bound exclusive in rupees, band name]; the last band has no bound. */
export type PriceBand = 'budget' | 'mid' | 'premium' | 'luxury' | 'commuter';
export const PRICE_BANDS: Record<VehicleType, readonly (readonly [number, PriceBand])[]> = {
  car: [
    [15_00_000, 'budget'],
    [40_00_000, 'mid'],
    [1_00_00_000, 'premium'],
    [Number.POSITIVE_INFINITY, 'luxury'],
  ],
  bike: [
    [1_50_000, 'budget'],
    [Number.POSITIVE_INFINITY, 'premium'],
  ],
  scooter: [
    [80_000, 'budget'],
    [1_50_000, 'commuter'],
    [Number.POSITIVE_INFINITY, 'premium'],
  ],
};
export const PRICE_BAND_SOURCE = 'Our grouping of the catalogue by ex-showroom price (docs/cost-model.md)';

// Charging
export const TARIFF_RS_PER_KWH = 8;
export const TARIFF_SOURCE =
  'Our national default for home charging: Indian residential tariffs run from about ₹3 to ₹10 per kWh by state and slab; ₹8 is near the top slabs that a home with an EV reaches';
/** Real-world range as a share of the claimed (ARAI/MIDC/IDC) range. */
export const REAL_WORLD_FACTOR = 0.75;
export const REAL_WORLD_SOURCE = 'Our assumption: Indian test cycles (MIDC, IDC) are gentle, and owners commonly report 70–80% of the claimed range';
/** Share of the energy drawn from the wall that reaches the battery (AC charging). */
export const CHARGING_EFFICIENCY = 0.85;
export const CHARGING_EFFICIENCY_SOURCE = 'Our assumption: AC charging loses about 10–20% between the wall and the battery (charger, heat, battery)';
/**
 * Real-world battery energy per km when a row lacks battery size or claimed range: the median of
 * battery kWh ÷ (claimed range × 0.75) over the rows that have both, in the November 2026 import, rounded.
 */
export const DEFAULT_KWH_PER_KM: Record<VehicleType, number> = { car: 0.145, bike: 0.029, scooter: 0.027 };
export const DEFAULT_KWH_PER_KM_SOURCE = 'Median of the catalogue rows of this type that give both battery size and claimed range (data/catalogue)';

// Insurance
const TWO_WHEELER_THIRD_PARTY = [
  [3, 457],
  [7, 607],
  [16, 1161],
  [Number.POSITIVE_INFINITY, 2383],
] as const;
/** Annual third-party premium for electric vehicles by motor power band: [upper bound kW inclusive, rupees]. */
export const THIRD_PARTY_PREMIUM: Record<VehicleType, readonly (readonly [number, number])[]> = {
  car: [
    [30, 1780],
    [65, 2904],
    [Number.POSITIVE_INFINITY, 6712],
  ],
  bike: TWO_WHEELER_THIRD_PARTY,
  scooter: TWO_WHEELER_THIRD_PARTY,
};
export const THIRD_PARTY_SOURCE =
  'Motor third-party premium rates for electric vehicles notified by the Ministry of Road Transport and Highways in consultation with IRDAI, in force from 1 June 2022 (15% below the petrol rates)';
/** Motor power assumed when a row has none: the band the median power of the type's rows falls in. */
export const DEFAULT_MOTOR_KW: Record<VehicleType, number> = { car: 110, bike: 6.9, scooter: 0.8 };
export const DEFAULT_MOTOR_SOURCE = 'Median motor power of the catalogue rows of this type that give one (data/catalogue)';
/** Own-damage premium as a share of the insured declared value (IDV) each year. */
export const OWN_DAMAGE_RATE: Record<VehicleType, number> = { car: 0.03127, bike: 0.01708, scooter: 0.01708 };
export const OWN_DAMAGE_SOURCE =
  'India Motor Tariff own-damage rates, zone A, vehicles up to 5 years old, lowest engine band (3.127% for cars, 1.708% for two-wheelers); insurers have priced freely since 2007, so quotes differ';
/** IDV = ex-showroom price × (1 − this), for the policy bought at the start of each year of ownership. */
export const IDV_DEPRECIATION_BY_YEAR = [0.05, 0.15, 0.2, 0.3, 0.4] as const;
export const IDV_SOURCE =
  "IRDAI's IDV depreciation schedule (India Motor Tariff GR.8): 5% up to 6 months, 15% up to 1 year, 20% up to 2, 30% up to 3, 40% up to 4, 50% up to 5 years; a policy renewed on the vehicle's birthday takes the band of that age";
export const INSURANCE_GST = 0.18;
export const INSURANCE_GST_SOURCE = 'GST on general insurance premiums, 18%';

// Service and tyres
export const SERVICE_PER_YEAR: Record<VehicleType, Partial<Record<PriceBand, number>>> = {
  car: { budget: 6000, mid: 10000, premium: 25000, luxury: 60000 },
  bike: { budget: 2500, premium: 4000 },
  scooter: { budget: 1500, commuter: 2500, premium: 3500 },
};
export const SERVICE_SOURCE =
  'Our estimate: an EV has no oil, filters or clutch to change, so a yearly service is an inspection, brake fluid, coolant and cabin filter; labour and parts rise with the price band';
export const TYRE_LIFE_KM: Record<VehicleType, number> = { car: 40000, bike: 20000, scooter: 15000 };
export const TYRE_LIFE_SOURCE = 'Our estimate: typical tread life in Indian use, shortened for the weight and torque of an EV';
/** A full set: four tyres for a car, two for a two-wheeler. */
export const TYRE_SET_COST: Record<VehicleType, Partial<Record<PriceBand, number>>> = {
  car: { budget: 20000, mid: 32000, premium: 60000, luxury: 120000 },
  bike: { budget: 4000, premium: 7000 },
  scooter: { budget: 2400, commuter: 3200, premium: 4000 },
};
export const TYRE_SET_SOURCE = 'Our estimate of a set of replacement tyres fitted, rising with the size and grade a vehicle in that price band uses';

// Depreciation
export const RESIDUAL_AFTER_5_YEARS: Record<VehicleType, number> = { car: 0.4, bike: 0.3, scooter: 0.3 };
export const RESIDUAL_SOURCE =
  "Our assumption: a used EV's value after 5 years, below a petrol vehicle's because buyers discount the ageing battery; IRDAI's schedule puts a 4–5-year-old vehicle at 50% for insurance";

// The petrol comparison
export const PETROL_RS_PER_LITRE = 100;
export const PETROL_PRICE_SOURCE = 'Our round national figure: petrol retailed at about ₹94 to ₹109 a litre across Indian states in 2025';
/** Real-world mileage of a comparable petrol vehicle, km per litre, by type and price band. */
export const PETROL_KM_PER_LITRE: Record<VehicleType, Partial<Record<PriceBand, number>>> = {
  car: { budget: 15, mid: 12, premium: 10, luxury: 8 },
  bike: { budget: 45, premium: 35 },
  scooter: { budget: 45, commuter: 45, premium: 40 },
};
export const PETROL_MILEAGE_SOURCE =
  'Our estimate of real-world mileage of petrol vehicles of the same type and price (e.g. a compact petrol SUV about 15 km/l, a 110–125 cc scooter about 45 km/l)';
