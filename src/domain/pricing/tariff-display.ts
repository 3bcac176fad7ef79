import type { DayOfWeek, PriceComponent, Tariff, TariffRestrictions } from '../ocpi/tariff.schema.ts';
import { ONE, add, exact, formatDecimal, mul, ratio, toMinorUnits, type Exact } from './exact-decimal.ts';
import { priceCharge, restrictionsHold, tariffValidAt } from './tariff-pricing.ts';

/**
 * A tariff for people: structured parts, not prose, that the web words in English or Hindi
 * ('₹21.24/kWh', '₹1.18/min', '₹50 session fee', 'after 60 min ₹2/min idle fee', 'night rate
 * ₹14/kWh from 22:00'). Amounts are JSON-safe decimal strings rounded half up to 2 decimals, incl.
 * VAT (GST) when the component gives its VAT, else excl. VAT with `vatIncluded: false`
 * (decision 0021: an absent VAT is not 0%, so nothing is added, and the web says so).
 */

/** A price as shown: '21.24', with whether GST is in it. */
export interface ShownPrice {
  amount: string;
  vatIncluded: boolean;
}

/** When a part applies, from its element's restrictions (only what is set). */
export interface ShownRestriction {
  fromTime?: string;
  toTime?: string;
  days?: DayOfWeek[];
  fromDate?: string;
  toDate?: string;
  minKwh?: number;
  maxKwh?: number;
  minPowerKw?: number;
  maxPowerKw?: number;
  minCurrentA?: number;
  maxCurrentA?: number;
  /** From min_duration: applies after this many minutes of the session. */
  afterMinutes?: number;
  /** From max_duration: applies until this many minutes of the session. */
  untilMinutes?: number;
}

/** Billing steps above the finest (1 Wh, 1 s), for 'billed per 15 min'. */
export type ShownStep = { seconds: number } | { wh: number };

export type TariffPart =
  | { kind: 'energy'; perKwh: ShownPrice; restriction?: ShownRestriction; step?: ShownStep }
  | { kind: 'time'; perMinute: ShownPrice; perHour: ShownPrice; restriction?: ShownRestriction; step?: ShownStep }
  | { kind: 'flat'; amount: ShownPrice; restriction?: ShownRestriction }
  | {
      kind: 'parking';
      perMinute: ShownPrice;
      perHour: ShownPrice;
      afterMinutes?: number;
      restriction?: ShownRestriction;
      step?: ShownStep;
    }
  | {
      kind: 'reservation';
      /** RESERVATION_EXPIRES: charged only when the reservation expires unused. */
      onExpiry: boolean;
      perMinute?: ShownPrice;
      amount?: ShownPrice;
    }
  | { kind: 'min_price' | 'max_price'; amount: ShownPrice };

export interface TariffSummary {
  currency: string;
  /** True when every priced component gives its VAT, so every amount shown includes it. */
  vatIncluded: boolean;
  parts: TariffPart[];
  /** The network's own words, when it sends them (Tariff.tariff_alt_text). */
  altText: { language: string; text: string }[];
  altUrl?: string;
}

const isSet = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

/** A component's unit price incl. VAT when its VAT is given, else excl. */
export function shownUnitPrice(component: PriceComponent, per: Exact = ONE): ShownPrice {
  const excl = mul(exact(component.price), per);
  if (!isSet(component.vat)) return { amount: formatDecimal(excl), vatIncluded: false };
  return { amount: formatDecimal(mul(excl, add(ONE, mul(exact(component.vat), ratio(1, 100))))), vatIncluded: true };
}

function shownRestriction(r: TariffRestrictions | null | undefined): ShownRestriction | undefined {
  if (!r) return undefined;
  const out: ShownRestriction = {};
  if (isSet(r.start_time)) out.fromTime = r.start_time;
  if (isSet(r.end_time)) out.toTime = r.end_time;
  if (r.day_of_week?.length) out.days = [...r.day_of_week];
  if (isSet(r.start_date)) out.fromDate = r.start_date;
  if (isSet(r.end_date)) out.toDate = r.end_date;
  if (isSet(r.min_kwh)) out.minKwh = r.min_kwh;
  if (isSet(r.max_kwh)) out.maxKwh = r.max_kwh;
  if (isSet(r.min_power)) out.minPowerKw = r.min_power;
  if (isSet(r.max_power)) out.maxPowerKw = r.max_power;
  if (isSet(r.min_current)) out.minCurrentA = r.min_current;
  if (isSet(r.max_current)) out.maxCurrentA = r.max_current;
  if (isSet(r.min_duration) && r.min_duration > 0) out.afterMinutes = r.min_duration / 60;
  if (isSet(r.max_duration)) out.untilMinutes = r.max_duration / 60;
  return Object.keys(out).length ? out : undefined;
}

const stepOf = (component: PriceComponent): ShownStep | undefined => {
  if (component.step_size <= 1) return undefined;
  return component.type === 'ENERGY' ? { wh: component.step_size } : { seconds: component.step_size };
};

const PER_MINUTE = ratio(1, 60);
const withRestriction = <T extends object>(part: T, restriction: ShownRestriction | undefined) =>
  restriction ? { ...part, restriction } : part;

/** The tariff's parts in element order, one per price component, then its min and max price. */
export function summarizeTariff(tariff: Tariff): TariffSummary {
  const parts: TariffPart[] = [];
  let vatIncluded = true;
  for (const element of tariff.elements) {
    const r = element.restrictions;
    const restriction = shownRestriction(r);
    for (const c of element.price_components) {
      if (!isSet(c.vat) && c.price !== 0) vatIncluded = false;
      const step = stepOf(c);
      const stepped = <T extends object>(part: T) => (step ? { ...part, step } : part);
      if (isSet(r?.reservation)) {
        const onExpiry = r.reservation === 'RESERVATION_EXPIRES';
        if (c.type === 'FLAT') parts.push({ kind: 'reservation', onExpiry, amount: shownUnitPrice(c) });
        if (c.type === 'TIME') parts.push({ kind: 'reservation', onExpiry, perMinute: shownUnitPrice(c, PER_MINUTE) });
        continue;
      }
      if (c.type === 'ENERGY')
        parts.push(stepped(withRestriction({ kind: 'energy', perKwh: shownUnitPrice(c) }, restriction)));
      if (c.type === 'FLAT') parts.push(withRestriction({ kind: 'flat', amount: shownUnitPrice(c) }, restriction));
      if (c.type === 'TIME')
        parts.push(
          stepped(
            withRestriction(
              { kind: 'time', perMinute: shownUnitPrice(c, PER_MINUTE), perHour: shownUnitPrice(c) },
              restriction,
            ),
          ),
        );
      if (c.type === 'PARKING_TIME') {
        const after = restriction?.afterMinutes;
        const part = {
          kind: 'parking' as const,
          perMinute: shownUnitPrice(c, PER_MINUTE),
          perHour: shownUnitPrice(c),
          ...(after !== undefined ? { afterMinutes: after } : {}),
        };
        parts.push(stepped(withRestriction(part, restriction)));
      }
    }
  }
  const limit = (kind: 'min_price' | 'max_price', price: Tariff['min_price']) => {
    if (!price) return;
    parts.push({
      kind,
      amount: isSet(price.incl_vat)
        ? { amount: formatDecimal(exact(price.incl_vat)), vatIncluded: true }
        : { amount: formatDecimal(exact(price.excl_vat)), vatIncluded: false },
    });
  };
  limit('min_price', tariff.min_price);
  limit('max_price', tariff.max_price);
  return {
    currency: tariff.currency,
    vatIncluded,
    parts,
    altText: (tariff.tariff_alt_text ?? []).map((t) => ({ language: t.language, text: t.text })),
    ...(isSet(tariff.tariff_alt_url) ? { altUrl: tariff.tariff_alt_url } : {}),
  };
}

/** The headline per-kWh price: exact, with its currency and whether VAT is in it. */
export interface HeadlinePrice {
  currency: string;
  perKwh: Exact;
  /** The same rounded half up to 2 decimals: '21.24'. */
  amount: string;
  vatIncluded: boolean;
}

/**
 * The per-kWh price a session starting at `at` pays first, incl. VAT when given: the first element
 * with an ENERGY component whose restrictions hold at the start of a session then (no kWh yet,
 * duration 0, at `powerKw` if given: an element restricted by power or current matches only when
 * the power or current is known and within it). Undefined when the tariff is not in force at `at`
 * or prices no energy then. For sorting by price.
 */
export function headlinePerKwh(
  tariff: Tariff,
  { at, timeZone, powerKw, currentA }: { at: string; timeZone: string; powerKw?: number; currentA?: number },
): HeadlinePrice | undefined {
  if (!tariffValidAt(tariff, at)) return undefined;
  const ms = Date.parse(at.endsWith('Z') || /[+-]\d\d:\d\d$/.test(at) ? at : `${at}Z`);
  const power = isSet(powerKw) ? exact(powerKw) : undefined;
  const current = isSet(currentA) ? exact(currentA) : undefined;
  const piece = {
    phase: 'CHARGING' as const,
    startMs: ratio(ms),
    durationMs: ratio(0),
    energyKwh: ratio(0),
    energyBeforeKwh: ratio(0),
    elapsedMs: ratio(0),
    maxPowerKw: power,
    minPowerKw: power,
    maxCurrentA: current,
    minCurrentA: current,
  };
  for (const element of tariff.elements) {
    const component = element.price_components.find((c) => c.type === 'ENERGY');
    if (!component || !restrictionsHold(element, piece, timeZone)) continue;
    const vatIncluded = isSet(component.vat);
    const excl = exact(component.price);
    const perKwh = vatIncluded ? mul(excl, add(ONE, mul(exact(component.vat!), ratio(1, 100)))) : excl;
    return { currency: tariff.currency, perKwh, amount: formatDecimal(perKwh), vatIncluded };
  }
  return undefined;
}

/** An estimate of a charge's cost, in minor units (paise for INR), rounded half up. */
export interface ChargeEstimate {
  currency: string;
  /** Incl. VAT; undefined when a priced component gives no VAT. */
  inclVatMinor: number | undefined;
  exclVatMinor: number;
  /** The same, as decimal strings: '212.40'. */
  inclVat: string | undefined;
  exclVat: string;
}

/**
 * The estimated cost of charging `energyKwh` at a constant `powerKw` from `arrival` (ISO 8601),
 * no parking, no reservation, priced by priceCharge in the Location's `timeZone`. Undefined when
 * it cannot be computed: the tariff is not in force at arrival, or energy or power are not above 0.
 * Any currency: the estimate carries the tariff's currency and is never converted.
 */
export function estimateChargeCost(
  tariff: Tariff,
  { energyKwh, powerKw, arrival, timeZone }: { energyKwh: number; powerKw: number; arrival: string; timeZone: string },
): ChargeEstimate | undefined {
  if (!(energyKwh > 0) || !(powerKw > 0) || !tariffValidAt(tariff, arrival)) return undefined;
  const energy = exact(energyKwh);
  // Whole seconds of charging, rounded up: energy ÷ power hours.
  const hours = mul(energy, ratio(exact(powerKw).d, exact(powerKw).n));
  const seconds = mul(hours, ratio(3600));
  const wholeSeconds = Number(seconds.n / seconds.d) + (seconds.n % seconds.d === 0n ? 0 : 1);
  const result = priceCharge(
    tariff,
    { startDateTime: arrival, energyKwh, chargingSeconds: wholeSeconds, maxPowerKw: powerKw },
    { timeZone },
  );
  const incl = result.total.inclVat;
  return {
    currency: tariff.currency,
    inclVatMinor: incl === undefined ? undefined : Number(toMinorUnits(incl)),
    exclVatMinor: Number(toMinorUnits(result.total.exclVat)),
    inclVat: incl === undefined ? undefined : formatDecimal(incl),
    exclVat: formatDecimal(result.total.exclVat),
  };
}
