/**
 * The 5-year cost of ownership of an electric vehicle (spec: charging + insurance + service + tyre change +
 * depreciation = total cost of ownership), and what the same kilometres would cost in petrol. Pure: every figure
 * comes from the vehicle's catalogue data or from tco-assumptions.ts, and each result lists the assumptions used.
 * docs/cost-model.md walks through the formulas.
 */
import type { VehicleDetail, VehicleType } from '../catalogue/catalogue-entry.ts';
import { formatCount, formatRupees as rupees } from '../format/rupees.ts';
import * as A from './tco-assumptions.ts';
import type { PetrolComparison, TcoAssumption, TcoResult } from './tco-result.ts';

/** What the model needs of a vehicle. Battery, range and power may be missing; the price may not. */
export interface TcoVehicle {
  product_id: string;
  product_title: string;
  stock_image: string;
  type: VehicleType;
  ex_showroom_price: number;
  battery_kwh: number | null;
  range_km_claimed: number | null;
  motor_power_kw: number | null;
}

/** The model's input from a catalogue detail, or null when the row has no price (no cost can be worked out). */
export function tcoVehicleFrom(detail: VehicleDetail): TcoVehicle | null {
  if (detail.ex_showroom_price === null) return null;
  return {
    product_id: detail.product_id,
    product_title: detail.product_title,
    stock_image: detail.stock_images,
    type: detail.type,
    ex_showroom_price: detail.ex_showroom_price,
    battery_kwh: detail.technical?.battery_kwh ?? null,
    range_km_claimed: detail.technical?.range_km_claimed ?? null,
    motor_power_kw: detail.technical?.motor_power_kw ?? null,
  };
}

const percent = (share: number) => `${Number((share * 100).toFixed(3))}%`;

export function priceBand(type: VehicleType, price: number): A.PriceBand {
  return A.PRICE_BANDS[type].find(([below]) => price < below)![1];
}

function byBand(table: Record<VehicleType, Partial<Record<A.PriceBand, number>>>, type: VehicleType, band: A.PriceBand): number {
  const value = table[type][band];
  if (value === undefined) throw new Error(`no ${type} figure for the ${band} band`);
  return value;
}

export function thirdPartyPremium(type: VehicleType, motorKw: number): number {
  return A.THIRD_PARTY_PREMIUM[type].find(([upTo]) => motorKw <= upTo)![1];
}

/** Grid energy per real-world km: battery ÷ (claimed range × real-world factor) ÷ charging efficiency. */
function energy(vehicle: TcoVehicle): { kwhPerKm: number; assumption: TcoAssumption } {
  const { battery_kwh: battery, range_km_claimed: range, type } = vehicle;
  if (battery !== null && range !== null) {
    const kwhPerKm = battery / (range * A.REAL_WORLD_FACTOR);
    return {
      kwhPerKm,
      assumption: {
        key: 'energy',
        label: 'Battery energy per km on the road',
        value: `${kwhPerKm.toFixed(3)} kWh (${battery} kWh ÷ (${range} km claimed × ${A.REAL_WORLD_FACTOR}))`,
        source: 'Battery size and claimed range from the catalogue; real-world factor as below',
      },
    };
  }
  const kwhPerKm = A.DEFAULT_KWH_PER_KM[type];
  return {
    kwhPerKm,
    assumption: {
      key: 'energy',
      label: 'Battery energy per km on the road (no battery size or range in our data)',
      value: `${kwhPerKm} kWh, the ${type} default`,
      source: A.DEFAULT_KWH_PER_KM_SOURCE,
    },
  };
}

export function computeTco(vehicle: TcoVehicle, kms: number): TcoResult {
  if (!Number.isFinite(kms) || kms < A.KMS_MIN || kms > A.KMS_MAX) throw new RangeError(`monthly km ${kms} is outside ${A.KMS_MIN}–${A.KMS_MAX}`);
  const { type, ex_showroom_price: price } = vehicle;
  if (!(price > 0)) throw new RangeError('the ex-showroom price must be positive');
  const totalKm = kms * A.MONTHS_PER_YEAR * A.TCO_YEARS;
  const band = priceBand(type, price);

  const { kwhPerKm, assumption: energyAssumption } = energy(vehicle);
  const charging = totalKm * (kwhPerKm / A.CHARGING_EFFICIENCY) * A.TARIFF_RS_PER_KWH;

  const motorKw = vehicle.motor_power_kw ?? A.DEFAULT_MOTOR_KW[type];
  const thirdParty = thirdPartyPremium(type, motorKw);
  const odRate = A.OWN_DAMAGE_RATE[type];
  const ownDamage = A.IDV_DEPRECIATION_BY_YEAR.reduce((sum, depreciation) => sum + price * (1 - depreciation) * odRate, 0);
  const insurance = (ownDamage + thirdParty * A.TCO_YEARS) * (1 + A.INSURANCE_GST);

  const servicePerYear = byBand(A.SERVICE_PER_YEAR, type, band);
  const tyreLife = A.TYRE_LIFE_KM[type];
  const tyreChanges = Math.floor(totalKm / tyreLife);
  const tyreSet = byBand(A.TYRE_SET_COST, type, band);
  const residual = A.RESIDUAL_AFTER_5_YEARS[type];

  // Each amount is rounded to whole rupees and the total is their sum, so the page's figures add up.
  const fuel_cost = Math.round(charging);
  const insurance_cost = Math.round(insurance);
  const service_cost = Math.round(servicePerYear * A.TCO_YEARS);
  const tyre_change_cost = Math.round(tyreChanges * tyreSet);
  const depreciation_cost = Math.round(price * (1 - residual));

  const assumptions: TcoAssumption[] = [
    { key: 'horizon', label: 'Period', value: `${A.TCO_YEARS} years, ${formatCount(totalKm)} km (${formatCount(kms)} km a month)`, source: 'Spec: a 5-year cost of ownership' },
    { key: 'priceBand', label: 'Price band', value: `${band} (${rupees(price)} ex-showroom)`, source: A.PRICE_BAND_SOURCE },
    energyAssumption,
    { key: 'realWorld', label: 'Real-world range as a share of the claimed range', value: percent(A.REAL_WORLD_FACTOR), source: A.REAL_WORLD_SOURCE },
    { key: 'chargingEfficiency', label: 'Energy reaching the battery when charging', value: percent(A.CHARGING_EFFICIENCY), source: A.CHARGING_EFFICIENCY_SOURCE },
    { key: 'tariff', label: 'Home charging tariff', value: `${rupees(A.TARIFF_RS_PER_KWH)} per kWh`, source: A.TARIFF_SOURCE },
    {
      key: 'thirdParty',
      label: vehicle.motor_power_kw === null ? 'Third-party premium a year (no motor power in our data)' : 'Third-party premium a year',
      value: `${rupees(thirdParty)} (${vehicle.motor_power_kw === null ? `assumed ${motorKw} kW` : `${motorKw} kW motor`})`,
      source: vehicle.motor_power_kw === null ? `${A.THIRD_PARTY_SOURCE}; power: ${A.DEFAULT_MOTOR_SOURCE}` : A.THIRD_PARTY_SOURCE,
    },
    { key: 'ownDamage', label: 'Own-damage premium a year', value: `${percent(odRate)} of the insured value`, source: A.OWN_DAMAGE_SOURCE },
    {
      key: 'idv',
      label: 'Insured value falls each year by',
      value: A.IDV_DEPRECIATION_BY_YEAR.map((d, i) => `year ${i + 1}: ${percent(d)}`).join(', '),
      source: A.IDV_SOURCE,
    },
    { key: 'gst', label: 'GST on insurance', value: percent(A.INSURANCE_GST), source: A.INSURANCE_GST_SOURCE },
    { key: 'service', label: 'Service a year', value: rupees(servicePerYear), source: A.SERVICE_SOURCE },
    { key: 'tyreLife', label: 'Tyre life', value: `${formatCount(tyreLife)} km, so ${tyreChanges} change${tyreChanges === 1 ? '' : 's'} in ${A.TCO_YEARS} years`, source: A.TYRE_LIFE_SOURCE },
    { key: 'tyreSet', label: 'A set of tyres', value: rupees(tyreSet), source: A.TYRE_SET_SOURCE },
    { key: 'residual', label: `Value left after ${A.TCO_YEARS} years`, value: `${percent(residual)} of the ex-showroom price`, source: A.RESIDUAL_SOURCE },
  ];

  return {
    product_id: vehicle.product_id,
    product_title: vehicle.product_title,
    stock_image: vehicle.stock_image,
    ex_showroom_price: price,
    kms,
    tco: fuel_cost + insurance_cost + tyre_change_cost + service_cost + depreciation_cost,
    insurance_cost,
    fuel_cost,
    tyre_change_cost,
    service_cost,
    depreciation_cost,
    assumptions,
    petrol_comparison: petrolComparison(type, band, totalKm, fuel_cost),
  };
}

function petrolComparison(type: VehicleType, band: A.PriceBand, totalKm: number, chargingCost: number): PetrolComparison {
  const kmPerLitre = byBand(A.PETROL_KM_PER_LITRE, type, band);
  const fuel_cost = Math.round((totalKm / kmPerLitre) * A.PETROL_RS_PER_LITRE);
  return {
    fuel_cost,
    saving: fuel_cost - chargingCost,
    assumptions: [
      { key: 'petrolMileage', label: 'Mileage of an equivalent petrol vehicle', value: `${kmPerLitre} km per litre`, source: A.PETROL_MILEAGE_SOURCE },
      { key: 'petrolPrice', label: 'Petrol price', value: `${rupees(A.PETROL_RS_PER_LITRE)} per litre`, source: A.PETROL_PRICE_SOURCE },
    ],
  };
}
