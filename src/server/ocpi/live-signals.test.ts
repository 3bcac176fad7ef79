import { afterEach, describe, expect, it } from 'vitest';
import { closeMigratedDatabases, migratedDatabase } from '../../../tests/support/migrated-database.ts';
import type { StationSignals } from '../../domain/trips/check-in-signals.ts';
import { StationSignalsKeeper } from '../checkins/station-signals.server.ts';

afterEach(closeMigratedDatabases);

const HOUR = 3_600_000;

/**
 * The planner's avoid set and the networks' live status (issue 33): a station wholly out of order
 * is avoided while that is the latest word, at most 48 hours after it was last heard, and one
 * working point takes it out; the check-ins' prefer set never holds an avoided station.
 */
describe('StationSignalsKeeper.noteLive', () => {
  it('avoids a station the networks say is wholly out of order, until a point works or 48 hours pass', async () => {
    const { db } = await migratedDatabase('ev-live-signals-');
    let now = Date.UTC(2026, 10, 27, 10);
    const pushed: StationSignals[] = [];
    const keeper = new StationSignalsKeeper(
      db,
      () => now,
      (signals) => pushed.push(signals),
    );
    await keeper.refresh();

    keeper.noteLive('ocm:1', now);
    keeper.noteLive('ocm:2', null);
    await keeper.refresh();
    expect(keeper.current().avoid).toEqual(['ocm:1']);

    // Heard again an hour later, still out of order: the 48 hours run from then.
    now += HOUR;
    keeper.noteLive('ocm:1', now);
    now += 47 * HOUR;
    await keeper.refresh();
    expect(keeper.current().avoid).toEqual(['ocm:1']);
    now += HOUR + 1;
    await keeper.refresh();
    expect(keeper.current().avoid).toEqual([]);

    keeper.noteLive('ocm:3', now);
    await keeper.refresh();
    expect(keeper.current().avoid).toEqual(['ocm:3']);
    keeper.noteLive('ocm:3', null);
    await keeper.refresh();
    expect(keeper.current().avoid).toEqual([]);
    // Each change reached the trip search once.
    expect(pushed.map((s) => s.avoid.join())).toEqual(['', 'ocm:1', '', 'ocm:3', '']);
  });
});
