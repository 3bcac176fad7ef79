import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateRank } from './check-in-signals.ts';

/** The plan's candidate order before check-ins (src/server/trips/plan-core.server.ts until issue 17). */
const before = (firstChoice: boolean, maxKw: number | null) => (firstChoice ? -1000 : 0) - (maxKw ?? 0);

const station = fc.record({
  firstChoice: fc.boolean(),
  preferred: fc.boolean(),
  maxKw: fc.option(fc.integer({ min: 1, max: 4000 }).map((k) => k / 10)),
});

describe('the candidate rank', () => {
  it('orders as before check-ins when no station is preferred (kW up to the import’s 400 cap)', () => {
    fc.assert(
      fc.property(station, station, (a, b) => {
        expect(
          Math.sign(candidateRank(a.firstChoice, false, a.maxKw) - candidateRank(b.firstChoice, false, b.maxKw)),
        ).toBe(Math.sign(before(a.firstChoice, a.maxKw) - before(b.firstChoice, b.maxKw)));
      }),
    );
  });

  it('puts the first choice of point first, then a recent good check-in, then the fastest', () => {
    fc.assert(
      fc.property(station, station, (a, b) => {
        const ra = candidateRank(a.firstChoice, a.preferred, a.maxKw);
        const rb = candidateRank(b.firstChoice, b.preferred, b.maxKw);
        if (a.firstChoice !== b.firstChoice) expect(ra < rb).toBe(a.firstChoice);
        else if (a.preferred !== b.preferred) expect(ra < rb).toBe(a.preferred);
        else expect(Math.sign(ra - rb)).toBe(Math.sign((b.maxKw ?? 0) - (a.maxKw ?? 0)));
      }),
    );
  });
});
