import { DAYS_OF_WEEK, type DayOfWeek } from '../ocpi/tariff.schema.ts';

/**
 * Local wall-clock time in a Location's IANA `time_zone` (mod_locations.asciidoc, Location.time_zone),
 * through Intl.DateTimeFormat: the calendar date, the day of the week and the second of the day that
 * TariffRestrictions speak of, and the UTC instant of a local time (for splitting a period at a
 * restriction's start_time or end_time). Formatters are made once per time zone.
 */

export interface LocalMoment {
  /** 'YYYY-MM-DD' in local time. */
  date: string;
  weekday: DayOfWeek;
  /** Seconds since local midnight, 0–86399. */
  secondOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Throws a RangeError unless `timeZone` is an IANA zone this runtime knows. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** Local wall-clock fields of instant `ms`, as milliseconds of a UTC date with the same fields. */
function wallClockMs(ms: number, timeZone: string): number {
  const f = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type in f) f[part.type as keyof typeof f] = Number(part.value);
  }
  return Date.UTC(f.year, f.month - 1, f.day, f.hour % 24, f.minute, f.second);
}

/** The local date, weekday and second of the day of instant `ms` (floored to the second). */
export function localMoment(ms: number, timeZone: string): LocalMoment {
  const wall = wallClockMs(Math.floor(ms / 1000) * 1000, timeZone);
  const day = new Date(wall);
  const secondOfDay = Math.floor((wall % 86_400_000) / 1000);
  return {
    date: day.toISOString().slice(0, 10),
    // getUTCDay: 0 is Sunday; DAYS_OF_WEEK starts on Monday.
    weekday: DAYS_OF_WEEK[(day.getUTCDay() + 6) % 7] ?? 'MONDAY',
    secondOfDay,
  };
}

/**
 * The UTC instant at which local wall-clock time `secondOfDay` falls on local date `date`
 * ('YYYY-MM-DD'). In a daylight-saving gap it is the instant one offset on; India has none.
 */
export function instantOfLocal(date: string, secondOfDay: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + secondOfDay * 1000;
  let guess = wall - (wallClockMs(wall, timeZone) - wall);
  guess = wall - (wallClockMs(guess, timeZone) - guess);
  return guess;
}

/** The local date after `date`. */
export const nextDate = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Every instant strictly inside (fromMs, toMs) at which the local time of day is one of
 * `secondsOfDay`, in order: where a restriction on the time of day or the date may change.
 */
export function localBoundaries(fromMs: number, toMs: number, secondsOfDay: readonly number[], timeZone: string) {
  const cuts: number[] = [];
  if (secondsOfDay.length === 0 || !(toMs > fromMs)) return cuts;
  // From the local day before the start (an offset can move a boundary across midnight) to the end's.
  let date = localMoment(fromMs - 86_400_000, timeZone).date;
  const lastDate = nextDate(localMoment(toMs, timeZone).date);
  for (let guard = 0; date <= lastDate && guard < 4000; guard++, date = nextDate(date)) {
    for (const second of secondsOfDay) {
      const at = instantOfLocal(date, second, timeZone);
      if (at > fromMs && at < toMs) cuts.push(at);
    }
  }
  return [...new Set(cuts)].sort((a, b) => a - b);
}
