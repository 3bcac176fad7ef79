import { dateTimeMs } from '../ocpi/ocpi-types.ts';
import type { ReservationRestrictionType, Tariff } from '../ocpi/tariff.schema.ts';
import { ONE, ZERO, add, compare, div, exact, mul, ratio, sub, type Exact } from './exact-decimal.ts';
import { localBoundaries } from './local-time.ts';

/**
 * A charge as the price model reads it, and its cutting into pieces within which no tariff
 * restriction can change (decision 0021, "Periods"). A charge is either a simple session (what
 * an estimate knows) or a CDR's OCPI charging_periods (mod_cdrs.asciidoc, ChargingPeriod and
 * CdrDimension). Within one period energy is taken to flow at a constant rate (assumed: the spec
 * asks a CPO to start a new period at every change that matters to the price, so a real CDR's
 * periods already hold their changes; for a simple session it is our estimate's assumption).
 */

/** A charge as an estimate knows it: one charging stretch, then parking. */
export interface SimpleCharge {
  /** When charging starts: an OCPI DateTime or any ISO 8601 instant. */
  startDateTime: string;
  /** Energy delivered, kWh (a JSON number or a decimal string; exact). */
  energyKwh: number | string;
  /** Time charging; give minutes or seconds. */
  chargingMinutes?: number;
  chargingSeconds?: number;
  /** Time plugged in after charging ended (PARKING_TIME), seconds. */
  parkingSeconds?: number;
  /** Power and current for power/current restrictions; power defaults to the average (kWh ÷ hours). */
  maxPowerKw?: number;
  minPowerKw?: number;
  maxCurrentA?: number;
  minCurrentA?: number;
  /**
   * A reservation before the session: RESERVATION lasted `reservationSeconds` and was followed
   * by this session; RESERVATION_EXPIRES lasted `reservationSeconds` and was not (only the
   * reservation is then priced: the spec's "not followed by a charging session").
   */
  reservation?: ReservationRestrictionType;
  reservationSeconds?: number;
}

/** OCPI CdrDimensionType (mod_cdrs.asciidoc). */
export type CdrDimensionType =
  | 'CURRENT'
  | 'ENERGY'
  | 'ENERGY_EXPORT'
  | 'ENERGY_IMPORT'
  | 'MAX_CURRENT'
  | 'MIN_CURRENT'
  | 'MAX_POWER'
  | 'MIN_POWER'
  | 'PARKING_TIME'
  | 'POWER'
  | 'RESERVATION_TIME'
  | 'STATE_OF_CHARGE'
  | 'TIME';

/** OCPI ChargingPeriod: volumes in kWh, hours, kW, A. */
export interface OcpiChargingPeriod {
  start_date_time: string;
  dimensions: readonly { type: CdrDimensionType; volume: number }[];
  tariff_id?: string | null;
}

/** A CDR's periods; a RESERVATION_TIME period is a reservation (expired when no period charges). */
export interface CdrCharge {
  chargingPeriods: readonly OcpiChargingPeriod[];
}

export type Charge = SimpleCharge | CdrCharge;

export type Phase = 'CHARGING' | 'PARKING' | 'RESERVATION';

/** A stretch of a charge with one phase and constant rates. Times are exact milliseconds. */
export interface Piece {
  phase: Phase;
  startMs: Exact;
  durationMs: Exact;
  energyKwh: Exact;
  /** Energy charged in the session before this piece (min_kwh/max_kwh). */
  energyBeforeKwh: Exact;
  /** Time since the session (or, for a reservation, the reservation) began (min/max_duration). */
  elapsedMs: Exact;
  maxPowerKw?: Exact;
  minPowerKw?: Exact;
  maxCurrentA?: Exact;
  minCurrentA?: Exact;
  /** For RESERVATION pieces: whether the reservation expired unused. */
  reservationExpired?: boolean;
}

const HOUR_MS = ratio(3_600_000);
export const msToHours = (ms: Exact): Exact => div(ms, HOUR_MS);

function instantMs(text: string): number {
  const ocpi = dateTimeMs(text);
  const ms = Number.isFinite(ocpi) ? ocpi : Date.parse(text);
  if (!Number.isFinite(ms)) throw new RangeError(`not a date and time: ${text}`);
  return ms;
}

const optionalExact = (value: number | undefined): Exact | undefined =>
  value === undefined || value === null ? undefined : exact(value);

type Segment = Omit<Piece, 'energyBeforeKwh' | 'elapsedMs'>;

function simpleSegments(charge: SimpleCharge): Segment[] {
  const start = ratio(instantMs(charge.startDateTime));
  const segments: Segment[] = [];
  if (charge.reservation) {
    const seconds = charge.reservationSeconds ?? 0;
    if (!(seconds >= 0)) throw new RangeError('reservationSeconds must be 0 or more');
    const duration = mul(exact(seconds), ratio(1000));
    segments.push({
      phase: 'RESERVATION',
      startMs: sub(start, duration),
      durationMs: duration,
      energyKwh: ZERO,
      reservationExpired: charge.reservation === 'RESERVATION_EXPIRES',
    });
    if (charge.reservation === 'RESERVATION_EXPIRES') return segments;
  }
  const chargingMs =
    charge.chargingSeconds !== undefined
      ? mul(exact(charge.chargingSeconds), ratio(1000))
      : mul(exact(charge.chargingMinutes ?? 0), ratio(60_000));
  const energy = exact(charge.energyKwh);
  const parkingMs = mul(exact(charge.parkingSeconds ?? 0), ratio(1000));
  if (compare(chargingMs, ZERO) < 0 || compare(energy, ZERO) < 0 || compare(parkingMs, ZERO) < 0)
    throw new RangeError('energy, charging time and parking time must be 0 or more');
  const average = compare(chargingMs, ZERO) > 0 ? div(energy, msToHours(chargingMs)) : undefined;
  const maxPower = optionalExact(charge.maxPowerKw) ?? average;
  segments.push({
    phase: 'CHARGING',
    startMs: start,
    durationMs: chargingMs,
    energyKwh: energy,
    maxPowerKw: maxPower,
    minPowerKw: optionalExact(charge.minPowerKw) ?? maxPower,
    maxCurrentA: optionalExact(charge.maxCurrentA) ?? optionalExact(charge.minCurrentA),
    minCurrentA: optionalExact(charge.minCurrentA) ?? optionalExact(charge.maxCurrentA),
  });
  if (compare(parkingMs, ZERO) > 0) {
    segments.push({
      phase: 'PARKING',
      startMs: add(start, chargingMs),
      durationMs: parkingMs,
      energyKwh: ZERO,
      maxPowerKw: ZERO,
      minPowerKw: ZERO,
      maxCurrentA: ZERO,
      minCurrentA: ZERO,
    });
  }
  return segments;
}

function cdrSegments(charge: CdrCharge): Segment[] {
  const periods = [...charge.chargingPeriods].sort(
    (a, b) => instantMs(a.start_date_time) - instantMs(b.start_date_time),
  );
  const charges = periods.some((p) => p.dimensions.some((d) => d.type !== 'RESERVATION_TIME'));
  const segments: Segment[] = [];
  for (const period of periods) {
    const volume = (type: CdrDimensionType): Exact | undefined => {
      const found = period.dimensions.find((d) => d.type === type);
      return found ? exact(found.volume) : undefined;
    };
    let at = ratio(instantMs(period.start_date_time));
    const reservationHours = volume('RESERVATION_TIME');
    if (reservationHours) {
      const duration = mul(reservationHours, HOUR_MS);
      segments.push({
        phase: 'RESERVATION',
        startMs: at,
        durationMs: duration,
        energyKwh: ZERO,
        reservationExpired: !charges,
      });
      at = add(at, duration);
    }
    const energy = volume('ENERGY') ?? volume('ENERGY_IMPORT') ?? ZERO;
    const chargingHours = volume('TIME');
    const power = volume('POWER');
    const current = volume('CURRENT');
    if (chargingHours || compare(energy, ZERO) > 0) {
      const hours = chargingHours ?? ZERO;
      const average = compare(hours, ZERO) > 0 ? div(energy, hours) : undefined;
      const maxPower = volume('MAX_POWER') ?? power ?? volume('MIN_POWER') ?? average;
      const minPower = volume('MIN_POWER') ?? power ?? volume('MAX_POWER') ?? average;
      segments.push({
        phase: 'CHARGING',
        startMs: at,
        durationMs: mul(hours, HOUR_MS),
        energyKwh: energy,
        maxPowerKw: maxPower,
        minPowerKw: minPower,
        maxCurrentA: volume('MAX_CURRENT') ?? current ?? volume('MIN_CURRENT'),
        minCurrentA: volume('MIN_CURRENT') ?? current ?? volume('MAX_CURRENT'),
      });
      at = add(at, mul(hours, HOUR_MS));
    }
    const parkingHours = volume('PARKING_TIME');
    if (parkingHours) {
      segments.push({
        phase: 'PARKING',
        startMs: at,
        durationMs: mul(parkingHours, HOUR_MS),
        energyKwh: ZERO,
        maxPowerKw: ZERO,
        minPowerKw: ZERO,
        maxCurrentA: ZERO,
        minCurrentA: ZERO,
      });
    }
  }
  return segments;
}

/** The seconds of the day, durations and kWh at which some element's restrictions begin or end. */
function restrictionEdges(tariff: Tariff) {
  const seconds = new Set<number>();
  const durationsMs = new Set<number>();
  const kwh: Exact[] = [];
  const toSeconds = (hm: string) => Number(hm.slice(0, 2)) * 3600 + Number(hm.slice(3, 5)) * 60;
  for (const element of tariff.elements) {
    const r = element.restrictions;
    if (!r) continue;
    if (r.start_time) seconds.add(toSeconds(r.start_time));
    if (r.end_time) seconds.add(toSeconds(r.end_time));
    if ((r.start_time && !r.end_time) || (!r.start_time && r.end_time)) seconds.add(0);
    if (r.day_of_week?.length || r.start_date || r.end_date) seconds.add(0);
    if (r.min_duration !== undefined && r.min_duration !== null) durationsMs.add(r.min_duration * 1000);
    if (r.max_duration !== undefined && r.max_duration !== null) durationsMs.add(r.max_duration * 1000);
    if (r.min_kwh !== undefined && r.min_kwh !== null) kwh.push(exact(r.min_kwh));
    if (r.max_kwh !== undefined && r.max_kwh !== null) kwh.push(exact(r.max_kwh));
  }
  return { seconds: [...seconds], durationsMs: [...durationsMs], kwh };
}

/**
 * The charge as pieces in time order, each cut where a time of day, a session duration or an
 * energy total named by any of the tariff's restrictions is crossed (in `timeZone`), so that every
 * restriction holds or fails for a whole piece. Energy within a segment is split in proportion to
 * time (a constant rate); a segment with energy but no duration is cut by energy alone.
 */
export function chargePieces(tariff: Tariff, charge: Charge, timeZone: string): Piece[] {
  const segments = 'chargingPeriods' in charge ? cdrSegments(charge) : simpleSegments(charge);
  const edges = restrictionEdges(tariff);
  const sessionStart = segments.find((s) => s.phase !== 'RESERVATION')?.startMs;
  const reservationStart = segments.find((s) => s.phase === 'RESERVATION')?.startMs;
  const pieces: Piece[] = [];
  let energyBefore = ZERO;
  for (const segment of segments) {
    const origin = segment.phase === 'RESERVATION' ? reservationStart! : sessionStart!;
    const end = add(segment.startMs, segment.durationMs);
    const startNumber = Number(segment.startMs.n / segment.startMs.d);
    const endNumber = Number(end.n / end.d) + 1;
    // Cuts as shares of the segment (0–1): times by share of its duration, kWh by share of its energy.
    const shares: Exact[] = [];
    if (compare(segment.durationMs, ZERO) > 0) {
      const times = localBoundaries(startNumber, endNumber, edges.seconds, timeZone).map((ms) => ratio(ms));
      for (const ms of edges.durationsMs) times.push(add(origin, ratio(ms)));
      for (const time of times) shares.push(div(sub(time, segment.startMs), segment.durationMs));
    }
    if (compare(segment.energyKwh, ZERO) > 0) {
      for (const kwh of edges.kwh) shares.push(div(sub(kwh, energyBefore), segment.energyKwh));
    }
    const inside = shares
      .filter((share) => compare(share, ZERO) > 0 && compare(share, ONE) < 0)
      .sort(compare)
      .filter((share, i, all) => i === 0 || compare(share, all[i - 1]!) !== 0);
    let from = ZERO;
    for (const to of [...inside, ONE]) {
      const share = sub(to, from);
      const energy = mul(segment.energyKwh, share);
      pieces.push({
        ...segment,
        startMs: add(segment.startMs, mul(segment.durationMs, from)),
        durationMs: mul(segment.durationMs, share),
        energyKwh: energy,
        energyBeforeKwh: segment.phase === 'RESERVATION' ? ZERO : energyBefore,
        elapsedMs: sub(add(segment.startMs, mul(segment.durationMs, from)), origin),
      });
      if (segment.phase !== 'RESERVATION') energyBefore = add(energyBefore, energy);
      from = to;
    }
  }
  return pieces;
}
