import { dateTimeMs } from '../ocpi/ocpi-types.ts';
import type { PriceComponent, Tariff, TariffElement, TariffDimensionType } from '../ocpi/tariff.schema.ts';
import { chargePieces, msToHours, type Charge, type Piece } from './charge-periods.ts';
import {
  ONE,
  ZERO,
  add,
  ceilToMultiple,
  compare,
  exact,
  isZero,
  mul,
  ratio,
  sub,
  type Exact,
} from './exact-decimal.ts';
import { assertTimeZone, localMoment } from './local-time.ts';

/**
 * The cost of a charge under an OCPI 2.2.1 Tariff, built as a CDR's `total_cost` is
 * (mod_tariffs.asciidoc, Tariff object and TariffRestrictions; mod_cdrs.asciidoc, "step_size").
 * The choices where the spec is unclear are decision 0021's:
 * - per dimension, the first element in list order whose restrictions all hold and which has a
 *   component of that dimension prices it; none: that dimension costs nothing;
 * - FLAT once per session (and once for a reservation);
 * - step_size once per session on the total volume of ENERGY, and once on the total of the last
 *   time-based dimension used (PARKING_TIME if parking was priced last, else TIME), with the last
 *   such component's step; the extra volume is billed at the last priced piece's price;
 * - VAT per component; a component without `vat` leaves the amount incl. VAT unknown (undefined)
 *   unless its cost is 0;
 * - min_price and max_price bound the total, excl. and incl. VAT each.
 * All amounts are exact (exact-decimal.ts); round with toMinorUnits/formatDecimal for people.
 */

/** An amount excl. VAT and incl. VAT; `inclVat` is undefined when a component gives no VAT. */
export interface PriceTotal {
  exclVat: Exact;
  inclVat: Exact | undefined;
}

/** One priced volume: which element and component priced which piece of the charge. */
export interface PricedLine {
  dimension: TariffDimensionType;
  /** True for a reservation's FLAT or TIME. */
  reservation: boolean;
  elementIndex: number;
  component: PriceComponent;
  /** kWh for ENERGY, hours for TIME and PARKING_TIME, 1 for FLAT; step_size's extra included. */
  volume: Exact;
  /** The part of `volume` added by step_size. */
  stepExtra: Exact;
  cost: PriceTotal;
}

export interface ChargePrice {
  currency: string;
  /** Session costs by dimension (reservation costs are in `reservation`). */
  byType: Record<TariffDimensionType, PriceTotal>;
  /** The reservation's FLAT and TIME costs (CDR total_reservation_cost). */
  reservation: PriceTotal;
  /** The sum of everything before min_price and max_price. */
  beforeLimits: PriceTotal;
  /** What the charge costs: beforeLimits bounded by min_price and max_price. */
  total: PriceTotal;
  /** Which limit set the total, excl. and incl. VAT. */
  limitApplied: { exclVat?: 'min_price' | 'max_price'; inclVat?: 'min_price' | 'max_price' };
  /** The billed volumes (after step_size): kWh and hours. */
  billed: { energyKwh: Exact; timeHours: Exact; parkingHours: Exact; reservationHours: Exact };
  lines: PricedLine[];
}

export interface PricingOptions {
  /** The Location's IANA time_zone, for time-of-day, date and day-of-week restrictions. */
  timeZone: string;
}

const isSet = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

/** Whether the tariff is in force at `at` (start_date_time inclusive, end_date_time exclusive). */
export function tariffValidAt(tariff: Tariff, at: string | number): boolean {
  const ms = typeof at === 'number' ? at : Number.isFinite(dateTimeMs(at)) ? dateTimeMs(at) : Date.parse(at);
  if (!Number.isFinite(ms)) return false;
  if (isSet(tariff.start_date_time) && ms < dateTimeMs(tariff.start_date_time)) return false;
  if (isSet(tariff.end_date_time) && ms >= dateTimeMs(tariff.end_date_time)) return false;
  return true;
}

const secondsOf = (hm: string) => Number(hm.slice(0, 2)) * 3600 + Number(hm.slice(3, 5)) * 60;

/** Whether the time of day `second` lies in [start_time, end_time), wrapping past midnight. */
function inTimeOfDay(second: number, start: string | null | undefined, end: string | null | undefined): boolean {
  if (!isSet(start) && !isSet(end)) return true;
  const from = isSet(start) ? secondsOf(start) : 0;
  // end_time 00:00 (or none) is the end of the day.
  const to = isSet(end) && secondsOf(end) !== 0 ? secondsOf(end) : 86_400;
  if (from === to) return true;
  return from < to ? second >= from && second < to : second >= from || second < to;
}

/** A lower bound holds when the value is known and at least it; an upper when known and below it. */
const atLeast = (value: Exact | undefined, bound: number | null | undefined) =>
  !isSet(bound) || (value !== undefined && compare(value, exact(bound)) >= 0);
const below = (value: Exact | undefined, bound: number | null | undefined) =>
  !isSet(bound) || (value !== undefined && compare(value, exact(bound)) < 0);

/** Whether all of an element's restrictions hold for a piece (a logical AND, as the spec says). */
export function restrictionsHold(element: TariffElement, piece: Piece, timeZone: string): boolean {
  const r = element.restrictions;
  const isReservation = piece.phase === 'RESERVATION';
  if (!r) return !isReservation;
  if (isSet(r.reservation)) {
    if (!isReservation) return false;
    if (r.reservation === 'RESERVATION_EXPIRES' && !piece.reservationExpired) return false;
  } else if (isReservation) return false;
  if (isSet(r.start_time) || isSet(r.end_time) || isSet(r.start_date) || isSet(r.end_date) || r.day_of_week?.length) {
    const local = localMoment(Number(piece.startMs.n / piece.startMs.d), timeZone);
    if (!inTimeOfDay(local.secondOfDay, r.start_time, r.end_time)) return false;
    if (isSet(r.start_date) && local.date < r.start_date) return false;
    if (isSet(r.end_date) && local.date >= r.end_date) return false;
    if (r.day_of_week?.length && !r.day_of_week.includes(local.weekday)) return false;
  }
  if (!atLeast(piece.energyBeforeKwh, r.min_kwh) || !below(piece.energyBeforeKwh, r.max_kwh)) return false;
  if (!atLeast(piece.minCurrentA, r.min_current) || !below(piece.maxCurrentA, r.max_current)) return false;
  if (!atLeast(piece.minPowerKw, r.min_power) || !below(piece.maxPowerKw, r.max_power)) return false;
  const elapsedSeconds = mul(piece.elapsedMs, ratio(1, 1000));
  if (!atLeast(elapsedSeconds, r.min_duration) || !below(elapsedSeconds, r.max_duration)) return false;
  return true;
}

/**
 * The element and component that price `dimension` for a piece: the first element in list order
 * with such a component whose restrictions hold. For an expired reservation an element restricted
 * to RESERVATION_EXPIRES comes before one restricted to RESERVATION (mod_tariffs.asciidoc,
 * ReservationRestrictionType, the note).
 */
function firstMatch(tariff: Tariff, piece: Piece, dimension: TariffDimensionType, timeZone: string) {
  let fallback: { elementIndex: number; component: PriceComponent } | undefined;
  for (const [elementIndex, element] of tariff.elements.entries()) {
    const component = element.price_components.find((c) => c.type === dimension);
    if (!component || !restrictionsHold(element, piece, timeZone)) continue;
    const found = { elementIndex, component };
    if (!piece.reservationExpired || element.restrictions?.reservation === 'RESERVATION_EXPIRES') return found;
    fallback ??= found;
  }
  return fallback;
}

const costOf = (component: PriceComponent, volume: Exact): PriceTotal => {
  const exclVat = mul(exact(component.price), volume);
  const inclVat = isSet(component.vat)
    ? mul(exclVat, add(ONE, mul(exact(component.vat), ratio(1, 100))))
    : isZero(exclVat)
      ? ZERO
      : undefined;
  return { exclVat, inclVat };
};

const plus = (a: PriceTotal, b: PriceTotal): PriceTotal => ({
  exclVat: add(a.exclVat, b.exclVat),
  inclVat: a.inclVat === undefined || b.inclVat === undefined ? undefined : add(a.inclVat, b.inclVat),
});
const NOTHING: PriceTotal = { exclVat: ZERO, inclVat: ZERO };

type Draft = Omit<PricedLine, 'cost' | 'stepExtra'> & { stepExtra: Exact };

/** Rounds the total volume of `lines` up to the last line's step_size (in `unit`s), onto the last line. */
function applyStep(lines: Draft[], unit: Exact) {
  const last = lines.at(-1);
  if (!last || last.component.step_size <= 0) return;
  const total = lines.reduce((s, l) => add(s, l.volume), ZERO);
  const billed = ceilToMultiple(total, mul(ratio(last.component.step_size), unit));
  const extra = sub(billed, total);
  last.volume = add(last.volume, extra);
  last.stepExtra = extra;
}

/**
 * The cost of `charge` under `tariff`, exactly as a CDR's total_cost is built (see the module
 * note). Throws a RangeError for an unknown time zone or an unreadable charge. It does not check
 * the tariff's own validity dates: see tariffValidAt.
 */
export function priceCharge(tariff: Tariff, charge: Charge, options: PricingOptions): ChargePrice {
  assertTimeZone(options.timeZone);
  const pieces = chargePieces(tariff, charge, options.timeZone);
  const drafts: Draft[] = [];
  let sessionFlat: Draft | undefined;
  let reservationFlat: Draft | undefined;
  for (const piece of pieces) {
    const reservation = piece.phase === 'RESERVATION';
    const hours = msToHours(piece.durationMs);
    const priced = (dimension: TariffDimensionType, volume: Exact): Draft | undefined => {
      const found = firstMatch(tariff, piece, dimension, options.timeZone);
      return found && { dimension, reservation, ...found, volume, stepExtra: ZERO };
    };
    if (reservation ? !reservationFlat : !sessionFlat) {
      const flat = priced('FLAT', ONE);
      if (flat) {
        if (reservation) reservationFlat = flat;
        else sessionFlat = flat;
        drafts.push(flat);
      }
    }
    const dimensions: [TariffDimensionType, Exact][] =
      piece.phase === 'CHARGING'
        ? [
            ['ENERGY', piece.energyKwh],
            ['TIME', hours],
          ]
        : piece.phase === 'PARKING'
          ? [['PARKING_TIME', hours]]
          : [['TIME', hours]];
    for (const [dimension, volume] of dimensions) {
      const line = priced(dimension, volume);
      if (line) drafts.push(line);
    }
  }
  const session = drafts.filter((d) => !d.reservation);
  applyStep(
    session.filter((d) => d.dimension === 'ENERGY'),
    ratio(1, 1000),
  );
  const lastTimed = session.filter((d) => d.dimension === 'TIME' || d.dimension === 'PARKING_TIME').at(-1);
  if (lastTimed)
    applyStep(
      session.filter((d) => d.dimension === lastTimed.dimension),
      ratio(1, 3600),
    );
  applyStep(
    drafts.filter((d) => d.reservation && d.dimension === 'TIME'),
    ratio(1, 3600),
  );

  const lines: PricedLine[] = drafts.map((d) => ({ ...d, cost: costOf(d.component, d.volume) }));
  const byType: Record<TariffDimensionType, PriceTotal> = {
    ENERGY: NOTHING,
    FLAT: NOTHING,
    PARKING_TIME: NOTHING,
    TIME: NOTHING,
  };
  let reservationCost = NOTHING;
  const billed = { energyKwh: ZERO, timeHours: ZERO, parkingHours: ZERO, reservationHours: ZERO };
  for (const line of lines) {
    if (line.reservation) {
      reservationCost = plus(reservationCost, line.cost);
      if (line.dimension === 'TIME') billed.reservationHours = add(billed.reservationHours, line.volume);
      continue;
    }
    byType[line.dimension] = plus(byType[line.dimension], line.cost);
    if (line.dimension === 'ENERGY') billed.energyKwh = add(billed.energyKwh, line.volume);
    if (line.dimension === 'TIME') billed.timeHours = add(billed.timeHours, line.volume);
    if (line.dimension === 'PARKING_TIME') billed.parkingHours = add(billed.parkingHours, line.volume);
  }
  const beforeLimits = [byType.FLAT, byType.ENERGY, byType.TIME, byType.PARKING_TIME, reservationCost].reduce(plus);
  const limited = applyLimits(tariff, beforeLimits);
  return {
    currency: tariff.currency,
    byType,
    reservation: reservationCost,
    beforeLimits,
    total: limited.total,
    limitApplied: limited.applied,
    billed,
    lines,
  };
}

/** min_price then max_price on one side (excl. or incl. VAT); a tariff whose min exceeds its max gets its max. */
function bound(value: Exact, low: number | null | undefined, high: number | null | undefined) {
  let result = value;
  let applied: 'min_price' | 'max_price' | undefined;
  if (isSet(low) && compare(result, exact(low)) < 0) [result, applied] = [exact(low), 'min_price'];
  if (isSet(high) && compare(result, exact(high)) > 0) [result, applied] = [exact(high), 'max_price'];
  return { result, applied };
}

/**
 * min_price and max_price (mod_tariffs.asciidoc, Tariff object and its notes): "they both apply"
 * to the total excl. VAT against excl_vat and to the total incl. VAT against incl_vat. An unknown
 * total incl. VAT stays unknown; a limit without incl_vat bounds only the total excl. VAT.
 */
function applyLimits(tariff: Tariff, total: PriceTotal) {
  const excl = bound(total.exclVat, tariff.min_price?.excl_vat, tariff.max_price?.excl_vat);
  const incl =
    total.inclVat === undefined
      ? { result: undefined, applied: undefined }
      : bound(total.inclVat, tariff.min_price?.incl_vat, tariff.max_price?.incl_vat);
  const applied: ChargePrice['limitApplied'] = {};
  if (excl.applied) applied.exclVat = excl.applied;
  if (incl.applied) applied.inclVat = incl.applied;
  return { total: { exclVat: excl.result, inclVat: incl.result }, applied };
}
