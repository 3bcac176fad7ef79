/**
 * The 5-year cost of ownership of an electric vehicle (spec: charging + insurance + service + tyre change +
 * depreciation = total cost of ownership), and what the same kilometres would cost in petrol. Pure: every figure
 * comes from the vehicle's catalogue data or from tco-assumptions.ts, and each result lists the assumptions used.
 * docs/cost-model.md walks through the formulas.
 */
import type { VehicleDetail, VehicleType } from '../catalogue/catalogue-entry.ts';
import { formatCount, formatRupees as rupees } from '../format/rupees.ts';
import { tcoEn } from '../i18n/areas/tco.en.ts';
import { createTranslator } from '../i18n/translator.ts';
import * as A from './tco-assumptions.ts';
import type { AssumptionWords, PetrolComparison, TcoAssumption, TcoResult } from './tco-result.ts';

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

const english = createTranslator([tcoEn]);
const words = (key: string, vars?: AssumptionWords['vars']): AssumptionWords =>
  vars ? { key: `tcoAssumption.${key}`, vars } : { key: `tcoAssumption.${key}` };

/**
 * One assumption, worded in English from the catalogue (tco.en.ts `tcoAssumption.<name>`): its
 * label and source, and its value from `value` (a string there, with these figures) or, for a
 * figure alone, `figure`. The keys and figures travel with it for the app to word in Hindi.
 */
function assumption(
  key: string,
  name: string,
  value: { figure: string } | { words: string; vars: Record<string, string | number> },
  labelVars?: Record<string, string | number>,
): TcoAssumption {
  const said = {
    label: words(`${name}.label`, labelVars),
    ...('words' in value ? { value: words(`${name}.${value.words}`, value.vars) } : {}),
    source: words(`${name}.source`),
  };
  const say = (w: AssumptionWords) => english.t(w.key, w.vars);
  return {
    key,
    label: say(said.label),
    value: said.value ? say(said.value) : (value as { figure: string }).figure,
    source: say(said.source),
    words: said,
  };
}

export function priceBand(type: VehicleType, price: number): A.PriceBand {
  return A.PRICE_BANDS[type].find(([below]) => price < below)![1];
}

function byBand(
  table: Record<VehicleType, Partial<Record<A.PriceBand, number>>>,
  type: VehicleType,
  band: A.PriceBand,
): number {
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
      assumption: assumption('energy', 'energy', {
        words: 'value',
        vars: { kwhPerKm: kwhPerKm.toFixed(3), battery, range, factor: A.REAL_WORLD_FACTOR },
      }),
    };
  }
  const kwhPerKm = A.DEFAULT_KWH_PER_KM[type];
  return {
    kwhPerKm,
    assumption: assumption('energy', 'energyDefault', { words: `value.${type}`, vars: { kwhPerKm } }),
  };
}

export function computeTco(vehicle: TcoVehicle, kms: number): TcoResult {
  if (!Number.isFinite(kms) || kms < A.KMS_MIN || kms > A.KMS_MAX)
    throw new RangeError(`monthly km ${kms} is outside ${A.KMS_MIN}–${A.KMS_MAX}`);
  const { type, ex_showroom_price: price } = vehicle;
  if (!(price > 0)) throw new RangeError('the ex-showroom price must be positive');
  const totalKm = kms * A.MONTHS_PER_YEAR * A.TCO_YEARS;
  const band = priceBand(type, price);

  const { kwhPerKm, assumption: energyAssumption } = energy(vehicle);
  const charging = totalKm * (kwhPerKm / A.CHARGING_EFFICIENCY) * A.TARIFF_RS_PER_KWH;

  const motorKw = vehicle.motor_power_kw ?? A.DEFAULT_MOTOR_KW[type];
  const thirdParty = thirdPartyPremium(type, motorKw);
  const odRate = A.OWN_DAMAGE_RATE[type];
  const ownDamage = A.IDV_DEPRECIATION_BY_YEAR.reduce(
    (sum, depreciation) => sum + price * (1 - depreciation) * odRate,
    0,
  );
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

  const years = A.TCO_YEARS;
  const motorKnown = vehicle.motor_power_kw !== null;
  const depreciation = Object.fromEntries(A.IDV_DEPRECIATION_BY_YEAR.map((d, i) => [`year${i + 1}`, percent(d)]));
  const assumptions: TcoAssumption[] = [
    assumption('horizon', 'horizon', {
      words: 'value',
      vars: { years, totalKm: formatCount(totalKm), kms: formatCount(kms) },
    }),
    assumption('priceBand', 'priceBand', { words: `value.${band}`, vars: { price: rupees(price) } }),
    energyAssumption,
    assumption('realWorld', 'realWorld', { figure: percent(A.REAL_WORLD_FACTOR) }),
    assumption('chargingEfficiency', 'chargingEfficiency', { figure: percent(A.CHARGING_EFFICIENCY) }),
    assumption('tariff', 'tariff', { words: 'value', vars: { price: rupees(A.TARIFF_RS_PER_KWH) } }),
    assumption('thirdParty', motorKnown ? 'thirdParty' : 'thirdPartyAssumed', {
      words: 'value',
      vars: { premium: rupees(thirdParty), kw: motorKw },
    }),
    assumption('ownDamage', 'ownDamage', { words: 'value', vars: { rate: percent(odRate) } }),
    assumption('idv', 'idv', { words: 'value', vars: depreciation }),
    assumption('gst', 'gst', { figure: percent(A.INSURANCE_GST) }),
    assumption('service', 'service', { figure: rupees(servicePerYear) }),
    assumption('tyreLife', 'tyreLife', {
      words: 'value',
      vars: { life: formatCount(tyreLife), count: tyreChanges, years },
    }),
    assumption('tyreSet', 'tyreSet', { figure: rupees(tyreSet) }),
    assumption('residual', 'residual', { words: 'value', vars: { share: percent(residual) } }, { years }),
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

function petrolComparison(
  type: VehicleType,
  band: A.PriceBand,
  totalKm: number,
  chargingCost: number,
): PetrolComparison {
  const kmPerLitre = byBand(A.PETROL_KM_PER_LITRE, type, band);
  const fuel_cost = Math.round((totalKm / kmPerLitre) * A.PETROL_RS_PER_LITRE);
  return {
    fuel_cost,
    saving: fuel_cost - chargingCost,
    assumptions: [
      assumption('petrolMileage', 'petrolMileage', { words: 'value', vars: { kmPerLitre } }),
      assumption('petrolPrice', 'petrolPrice', { words: 'value', vars: { price: rupees(A.PETROL_RS_PER_LITRE) } }),
    ],
  };
}
