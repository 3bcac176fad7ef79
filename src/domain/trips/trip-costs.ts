import type { StationPrice, StationTariff } from '../ocpi/station-price.ts';
import { estimateChargeCost } from '../pricing/tariff-display.ts';
import {
  CHARGING_EFFICIENCY,
  PETROL_KM_PER_LITRE,
  PETROL_RS_PER_LITRE,
  TARIFF_RS_PER_KWH,
} from '../tco/tco-assumptions.ts';
import type { VehicleKind } from './vehicle-profile.ts';

/**
 * What a trip's charging costs (docs/trip-model.md, "The cost of a trip"): each stop's energy at
 * that station's tariff at the hour the plan arrives there, priced by the same model that prices a
 * CDR (src/domain/pricing, GST included); their total; the same energy at home at the cost model's
 * home tariff; and the petrol a comparable vehicle would burn over the trip.
 *
 * - A stop's energy is the battery it adds (depart % − arrive % of the usable kWh). The charger's
 *   meter counts what it delivers; the few per cent lost inside the vehicle while DC charging are
 *   not added (assumed, and said so with the figure).
 * - Charging is priced at the stop's planned power, as one constant-power session with no idle time.
 * - A stop whose station no network prices, or prices in another currency than INR, is not in the
 *   total, and the total says 'at least'.
 * - At home: the same kWh ÷ the cost model's charging efficiency (wall to battery, 85%) × ₹8/kWh.
 * - Petrol: the trip's road distance ÷ the cost model's mileage for a comparable vehicle × ₹100/l
 *   (src/domain/tco/tco-assumptions.ts and their sources).
 */

export interface CostStop {
  placeId: string;
  /** kWh added to the battery at this stop. */
  addedKwh: number;
  powerKw: number;
  /** When the plan arrives there, epoch ms. */
  arriveAt: number;
}

export interface StopCostJson {
  place_id: string;
  /** kWh added, one decimal. */
  energy_kwh: number;
  /** GST included, in paise; null when no INR price is known for it (or its tariff gives no GST). */
  cost_paise: number | null;
  /** The network whose tariff priced it. */
  network: string | null;
  /** A tariff in another currency: the amount as the tariff gives it, never converted. */
  other_currency: { currency: string; amount: string } | null;
  /** When the plan arrives, ISO 8601 in UTC (the tariff's hours are read in the station's time zone). */
  arrive_at: string;
}

export interface PlanCostsJson {
  stops: StopCostJson[];
  /** The known stops' costs, paise. */
  charging_paise: number;
  /** Some stop has no known price: the total is a lower bound. */
  at_least: boolean;
  energy_kwh: number;
  home_paise: number;
  home_rs_per_kwh: number;
  petrol_paise: number;
  petrol_rs_per_litre: number;
  petrol_km_per_litre: number;
}

/** The comparable petrol vehicle's mileage, km/l: the cost model's middle band of each kind (assumed). */
export const PETROL_MILEAGE_FOR_TRIPS: Record<VehicleKind, number> = {
  car: PETROL_KM_PER_LITRE.car.mid ?? 12,
  bike: PETROL_KM_PER_LITRE.bike.budget ?? 45,
  scooter: PETROL_KM_PER_LITRE.scooter.commuter ?? 45,
};

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The tariff a stop charges under: the one whose sockets' power is nearest the stop's. */
export function tariffForStop(price: StationPrice | undefined, powerKw: number): StationTariff | undefined {
  if (!price || price.tariffs.length === 0) return undefined;
  return [...price.tariffs].sort(
    (a, b) => Math.abs((a.max_kw ?? powerKw) - powerKw) - Math.abs((b.max_kw ?? powerKw) - powerKw),
  )[0];
}

export function stopCost(stop: CostStop, price: StationPrice | undefined): StopCostJson {
  const tariff = tariffForStop(price, stop.powerKw);
  const arrival = new Date(stop.arriveAt).toISOString();
  const base = { place_id: stop.placeId, energy_kwh: round1(stop.addedKwh), arrive_at: arrival };
  const estimate =
    tariff && stop.addedKwh > 0
      ? estimateChargeCost(tariff.tariff, {
          energyKwh: round1(stop.addedKwh),
          powerKw: stop.powerKw,
          arrival,
          timeZone: tariff.time_zone,
        })
      : undefined;
  if (!tariff || !estimate) return { ...base, cost_paise: null, network: null, other_currency: null };
  if (estimate.currency !== 'INR')
    return {
      ...base,
      cost_paise: null,
      network: tariff.network,
      other_currency: { currency: estimate.currency, amount: estimate.inclVat ?? estimate.exclVat },
    };
  return { ...base, cost_paise: estimate.inclVatMinor ?? null, network: tariff.network, other_currency: null };
}

export function planCosts(input: {
  stops: readonly CostStop[];
  prices: ReadonlyMap<string, StationPrice>;
  kind: VehicleKind;
  distanceKm: number;
}): PlanCostsJson {
  const stops = input.stops.map((stop) => stopCost(stop, input.prices.get(stop.placeId)));
  const energy = input.stops.reduce((sum, s) => sum + s.addedKwh, 0);
  const mileage = PETROL_MILEAGE_FOR_TRIPS[input.kind];
  return {
    stops,
    charging_paise: stops.reduce((sum, s) => sum + (s.cost_paise ?? 0), 0),
    at_least: stops.some((s) => s.cost_paise === null),
    energy_kwh: round1(energy),
    home_paise: Math.round((energy / CHARGING_EFFICIENCY) * TARIFF_RS_PER_KWH * 100),
    home_rs_per_kwh: TARIFF_RS_PER_KWH,
    petrol_paise: Math.round((input.distanceKm / mileage) * PETROL_RS_PER_LITRE * 100),
    petrol_rs_per_litre: PETROL_RS_PER_LITRE,
    petrol_km_per_litre: mileage,
  };
}
