/**
 * Every figure the cost-of-ownership model uses, with where it comes from. docs/cost-model.md explains each one;
 * a change here must be mirrored there (and in the hand-computed cases of tco-model.test.ts).
 */
import type { VehicleType } from '../catalogue/catalogue-entry.ts';
import { tcoEn } from '../i18n/areas/tco.en.ts';

/** The sources' words live in the catalogue (tco.en.ts `tcoAssumption`), so the app can word them in Hindi too. */
const words = tcoEn.tcoAssumption;

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
export const PRICE_BAND_SOURCE = words.priceBand.source;

// Charging
export const TARIFF_RS_PER_KWH = 8;
export const TARIFF_SOURCE = words.tariff.source;
/** Real-world range as a share of the claimed (ARAI/MIDC/IDC) range. */
export const REAL_WORLD_FACTOR = 0.75;
export const REAL_WORLD_SOURCE = words.realWorld.source;
/** Share of the energy drawn from the wall that reaches the battery (AC charging). */
export const CHARGING_EFFICIENCY = 0.85;
export const CHARGING_EFFICIENCY_SOURCE = words.chargingEfficiency.source;
/**
 * Real-world battery energy per km when a row lacks battery size or claimed range: the median of
 * battery kWh ÷ (claimed range × 0.75) over the rows that have both, in the November 2026 import, rounded.
 */
export const DEFAULT_KWH_PER_KM: Record<VehicleType, number> = { car: 0.145, bike: 0.029, scooter: 0.027 };
export const DEFAULT_KWH_PER_KM_SOURCE = words.energyDefault.source;

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
export const THIRD_PARTY_SOURCE = words.thirdParty.source;
/** Motor power assumed when a row has none: the band the median power of the type's rows falls in. */
export const DEFAULT_MOTOR_KW: Record<VehicleType, number> = { car: 110, bike: 6.9, scooter: 0.8 };
export const DEFAULT_MOTOR_SOURCE = words.defaultMotorSource;
/** Own-damage premium as a share of the insured declared value (IDV) each year. */
export const OWN_DAMAGE_RATE: Record<VehicleType, number> = { car: 0.03127, bike: 0.01708, scooter: 0.01708 };
export const OWN_DAMAGE_SOURCE = words.ownDamage.source;
/** IDV = ex-showroom price × (1 − this), for the policy bought at the start of each year of ownership. */
export const IDV_DEPRECIATION_BY_YEAR = [0.05, 0.15, 0.2, 0.3, 0.4] as const;
export const IDV_SOURCE = words.idv.source;
export const INSURANCE_GST = 0.18;
export const INSURANCE_GST_SOURCE = words.gst.source;

// Service and tyres
export const SERVICE_PER_YEAR: Record<VehicleType, Partial<Record<PriceBand, number>>> = {
  car: { budget: 6000, mid: 10000, premium: 25000, luxury: 60000 },
  bike: { budget: 2500, premium: 4000 },
  scooter: { budget: 1500, commuter: 2500, premium: 3500 },
};
export const SERVICE_SOURCE = words.service.source;
export const TYRE_LIFE_KM: Record<VehicleType, number> = { car: 40000, bike: 20000, scooter: 15000 };
export const TYRE_LIFE_SOURCE = words.tyreLife.source;
/** A full set: four tyres for a car, two for a two-wheeler. */
export const TYRE_SET_COST: Record<VehicleType, Partial<Record<PriceBand, number>>> = {
  car: { budget: 20000, mid: 32000, premium: 60000, luxury: 120000 },
  bike: { budget: 4000, premium: 7000 },
  scooter: { budget: 2400, commuter: 3200, premium: 4000 },
};
export const TYRE_SET_SOURCE = words.tyreSet.source;

// Depreciation
export const RESIDUAL_AFTER_5_YEARS: Record<VehicleType, number> = { car: 0.4, bike: 0.3, scooter: 0.3 };
export const RESIDUAL_SOURCE = words.residual.source;

// The petrol comparison
export const PETROL_RS_PER_LITRE = 100;
export const PETROL_PRICE_SOURCE = words.petrolPrice.source;
/** Real-world mileage of a comparable petrol vehicle, km per litre, by type and price band. */
export const PETROL_KM_PER_LITRE: Record<VehicleType, Partial<Record<PriceBand, number>>> = {
  car: { budget: 15, mid: 12, premium: 10, luxury: 8 },
  bike: { budget: 45, premium: 35 },
  scooter: { budget: 45, commuter: 45, premium: 40 },
};
export const PETROL_MILEAGE_SOURCE = words.petrolMileage.source;
