import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, OUTCOMES, type Outcome } from './checkin-rules.ts';
import { signalChangesAt, stationSignal } from './station-signal.ts';
import { foldCheckIn, type SummaryFacts } from './station-summary.ts';

const NOW = 1_800_000_000_000;
const facts = (...checkIns: Array<[Outcome, number]>) =>
  checkIns.reduce<SummaryFacts | undefined>((f, [o, at]) => foldCheckIn(f, o, NOW - at), undefined)!;

describe('the planner’s rule', () => {
  it('avoids a station whose latest check-in in the last 48 h says it did not work', () => {
    expect(stationSignal(facts(['could_not_charge', 3 * HOUR_MS]), NOW)).toBe('avoid');
    expect(stationSignal(facts(['charged', 47 * HOUR_MS], ['not_found', DAY_MS]), NOW)).toBe('avoid');
    expect(stationSignal(facts(['could_not_charge', 48 * HOUR_MS + 1]), NOW)).toBeNull();
    // A later success, or a later 'waited' (the charger works, it was busy), ends it.
    expect(stationSignal(facts(['could_not_charge', 3 * HOUR_MS], ['charged', HOUR_MS]), NOW)).toBe('prefer');
    expect(stationSignal(facts(['could_not_charge', 3 * HOUR_MS], ['waited', HOUR_MS]), NOW)).toBeNull();
  });

  it('prefers a station charged at in the last 7 days with no failure since', () => {
    expect(stationSignal(facts(['charged', 6 * DAY_MS]), NOW)).toBe('prefer');
    expect(stationSignal(facts(['charged', 6 * DAY_MS], ['waited', DAY_MS]), NOW)).toBe('prefer');
    expect(stationSignal(facts(['charged', 7 * DAY_MS + 1]), NOW)).toBeNull();
    expect(
      stationSignal(facts(['charged', 6 * DAY_MS], ['could_not_charge', 5 * DAY_MS], ['waited', DAY_MS]), NOW),
    ).toBeNull();
  });

  it('changes only at the time signalChangesAt says (fast-check)', () => {
    const checkIns = fc.array(fc.tuple(fc.constantFrom(...OUTCOMES), fc.integer({ min: 0, max: 10 * DAY_MS })), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(checkIns, fc.integer({ min: 1, max: 10 * DAY_MS }), (list, step) => {
        const f = facts(...list);
        const change = signalChangesAt(f, NOW);
        expect(change).toBeGreaterThan(NOW);
        const later = Math.min(NOW + step, change - 1);
        expect(stationSignal(f, later)).toBe(stationSignal(f, NOW));
      }),
    );
  });
});
