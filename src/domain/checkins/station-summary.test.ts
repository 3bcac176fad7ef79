import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  HOUR_MS,
  indiaDate,
  indiaDay,
  indiaDayStart,
  myDataFileName,
  OUTCOMES,
  type Outcome,
} from './checkin-rules.ts';
import {
  foldCheckIn,
  stationSummary,
  summariseCheckIns,
  summaryLabelKey,
  type SummaryFacts,
} from './station-summary.ts';

const NOW = Date.UTC(2026, 10, 26, 6, 30); // 26 Nov 2026, 12:00 in India
const checkIn = fc.record({
  outcome: fc.constantFrom(...OUTCOMES),
  createdAt: fc.integer({ min: NOW - 120 * DAY_MS, max: NOW }),
});

describe('India days', () => {
  it('turn at midnight IST', () => {
    const midnight = Date.UTC(2026, 10, 25, 18, 30); // 26 Nov 00:00 IST
    expect(indiaDay(midnight)).toBe(indiaDay(midnight - 1) + 1);
    expect(indiaDayStart(indiaDay(midnight))).toBe(midnight);
    expect(indiaDate(midnight)).toBe('2026-11-26');
    expect(indiaDate(midnight - 1)).toBe('2026-11-25');
  });

  it('name the downloaded data by India’s date', () => {
    // 20:00 UTC on 25 November is 01:30 on 26 November in India.
    expect(myDataFileName(Date.UTC(2026, 10, 25, 20, 0))).toBe('ev-india-my-data-2026-11-26.json');
    expect(myDataFileName(Date.UTC(2026, 10, 25, 12, 0))).toBe('ev-india-my-data-2026-11-25.json');
  });
});

describe('a station’s summary', () => {
  it('says "No check-ins yet" without any', () => {
    expect(stationSummary('ocm:1', undefined, [], NOW)).toEqual({
      place_id: 'ocm:1',
      state: 'none',
      last_at: null,
      check_ins_30d: 0,
      rating: 'NA',
      rating_charged: 0,
      rating_failed: 0,
    });
    expect(summaryLabelKey('none')).toBe('stationCard.summary.none');
    expect(summaryLabelKey('could_not_charge')).toBe('stationCard.summary.notWorking');
  });

  it('leads with the latest check-in; at the same moment, a failure over a success', () => {
    let facts = foldCheckIn(undefined, 'charged', NOW - 2 * DAY_MS);
    facts = foldCheckIn(facts, 'could_not_charge', NOW - 3 * HOUR_MS);
    expect(facts).toEqual({
      lastOutcome: 'could_not_charge',
      lastAt: NOW - 3 * HOUR_MS,
      goodAt: NOW - 2 * DAY_MS,
      badAt: NOW - 3 * HOUR_MS,
    });
    expect(foldCheckIn(foldCheckIn(undefined, 'could_not_charge', NOW), 'charged', NOW).lastOutcome).toBe(
      'could_not_charge',
    );
  });

  it('is the same whatever order check-ins are folded in (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(checkIn, { minLength: 1, maxLength: 40 }), fc.nat(), (list, seed) => {
        const shuffled = list
          .map((c, i) => ({ c, k: (i * 7919 + seed) % 101 }))
          .sort((a, b) => a.k - b.k)
          .map(({ c }) => c);
        const fold = (items: typeof list) =>
          items.reduce<SummaryFacts | undefined>(
            (f, c) => foldCheckIn(f, c.outcome as Outcome, c.createdAt),
            undefined,
          );
        expect(fold(shuffled)).toEqual(fold(list));
        expect(summariseCheckIns(shuffled)).toEqual(summariseCheckIns(list));
      }),
    );
  });

  it('counts the last 30 India days and rates the last 90, from the day counts, as a scan of every check-in would (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(checkIn, { maxLength: 60 }), (list) => {
        const { facts, days } = summariseCheckIns(list);
        const summary = stationSummary('ocm:1', facts, days, NOW);
        const today = indiaDay(NOW);
        const within = (n: number) => list.filter((c) => indiaDay(c.createdAt) > today - n);
        expect(summary.check_ins_30d).toBe(within(30).length);
        expect(summary.rating_charged).toBe(within(90).filter((c) => c.outcome === 'charged').length);
        expect(summary.rating_failed).toBe(
          within(90).filter((c) => c.outcome === 'could_not_charge' || c.outcome === 'not_found').length,
        );
        expect(summary.state).toBe(list.length ? facts!.lastOutcome : 'none');
        expect(summary.last_at).toBe(list.length ? Math.max(...list.map((c) => c.createdAt)) : null);
      }),
    );
  });
});
