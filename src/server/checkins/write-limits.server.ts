import { DAY_MS, HOUR_MS, indiaDay, secondsToNextIndiaDay, WRITE_LIMITS } from '../../domain/checkins/checkin-rules.ts';
import { ApiError } from '../api-error.server.ts';
import type { CounterStore } from '../http/counter-store.server.ts';
import { WindowLimiter, type Verdict } from '../http/window-limiter.server.ts';

const refuse = (
  key: string,
  verdict: Verdict,
  vars: Record<string, number> = {},
  retryAfterSeconds = verdict.retryAfterSeconds,
) => new ApiError(429, key, vars, { 'retry-after': String(retryAfterSeconds) });

/**
 * The write limits in the app's counter store (memory, or Redis when REDIS_URL is set, so every
 * instance counts against one total): per address, and per person as a first gate. Each request
 * that gets this far counts, whether or not it is stored in the end.
 *
 * The per-person limits are enforced exactly by the database transaction that stores the row
 * (checkin-store.server.ts, report-store.server.ts): this gate turns a flood away before it
 * reaches the database, and still holds the per-address limit, which the database cannot (no
 * address is stored with a check-in).
 */
export class StationWriteLimits {
  private readonly byAddress: WindowLimiter;
  private readonly sameStation: WindowLimiter;
  private readonly checkInsByDay: WindowLimiter;
  private readonly reportsByDay: WindowLimiter;

  constructor(store: CounterStore, perAddressPerHour: number) {
    this.byAddress = new WindowLimiter(store, 'station-writes-ip', perAddressPerHour, HOUR_MS);
    this.sameStation = new WindowLimiter(store, 'checkin-station', 1, WRITE_LIMITS.sameStationMs);
    this.checkInsByDay = new WindowLimiter(store, 'checkins-day', WRITE_LIMITS.checkInsPerDay, DAY_MS);
    this.reportsByDay = new WindowLimiter(store, 'reports-day', WRITE_LIMITS.reportsPerDay, DAY_MS);
  }

  async checkIn(address: string, userId: string, placeId: string, now: number): Promise<void> {
    await this.address(address);
    const station = await this.sameStation.hit(`${userId}:${placeId}`);
    if (!station.allowed)
      throw refuse('checkins.errors.sameStation', station, { count: Math.ceil(station.retryAfterSeconds / 60) });
    const day = await this.checkInsByDay.hit(`${userId}:${indiaDay(now)}`);
    if (!day.allowed)
      throw refuse(
        'checkins.errors.checkInsPerDay',
        day,
        { max: WRITE_LIMITS.checkInsPerDay },
        secondsToNextIndiaDay(now),
      );
  }

  async report(address: string, userId: string, now: number): Promise<void> {
    await this.address(address);
    const day = await this.reportsByDay.hit(`${userId}:${indiaDay(now)}`);
    if (!day.allowed)
      throw refuse(
        'checkins.errors.reportsPerDay',
        day,
        { max: WRITE_LIMITS.reportsPerDay },
        secondsToNextIndiaDay(now),
      );
  }

  private async address(address: string): Promise<void> {
    const verdict = await this.byAddress.hit(address);
    if (!verdict.allowed) throw refuse('checkins.errors.perAddress', verdict);
  }
}
