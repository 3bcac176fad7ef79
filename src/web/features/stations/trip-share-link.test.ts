import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import { planPath, planQueryFromParams, planSearchParams, samePlan } from './trip-share-link.ts';

const nexon: TripPlanBody = {
  origin: 'Delhi',
  destination: 'Manali',
  destination_place_id: 'place:1234',
  vehicle_id: 'tata-nexon-ev-creative-plus-mr',
  start_pct: 80,
  reserve_pct: 15,
  target_pct: 80,
};

describe('plan links', () => {
  it('a link reopens the same plan', () => {
    const url = new URL(planPath(nexon), 'https://example.in');
    expect(url.pathname).toBe('/planatrip/locationonway');
    expect(planQueryFromParams(url.searchParams)).toEqual(nexon);
  });

  it('keeps an own vehicle, the range and the AC choice', () => {
    const own: TripPlanBody = {
      origin: 'Pune',
      destination: 'Goa',
      own_vehicle: { kind: 'scooter', battery_kwh: 3, range_km: 90 },
      range_km: 80,
      start_pct: 100,
      reserve_pct: 10,
      target_pct: 90,
      allow_ac: true,
    };
    expect(planQueryFromParams(planSearchParams(own))).toEqual(own);
  });

  it('refuses a link that is not a valid plan, through the form schema', () => {
    expect(planQueryFromParams(new URLSearchParams('from=Delhi'))).toBeNull();
    expect(planQueryFromParams(new URLSearchParams('from=Delhi&to=Agra&battery=80&reserve=15&target=80'))).toBeNull();
    expect(
      planQueryFromParams(new URLSearchParams('from=<b>&to=Agra&vehicle=x&battery=80&reserve=15&target=80')),
    ).toBeNull();
    expect(
      planQueryFromParams(new URLSearchParams('from=Delhi&to=Agra&vehicle=x&battery=abc&reserve=15&target=80')),
    ).toBeNull();
  });

  it('round-trips any valid percentages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 20, max: 100 }),
        (start, reserve, target) => {
          const query = { ...nexon, start_pct: start, reserve_pct: reserve, target_pct: target };
          const back = planQueryFromParams(planSearchParams(query));
          const valid = start > reserve && target >= reserve + 10;
          expect(back === null).toBe(!valid);
          if (back) expect(samePlan(back, query)).toBe(true);
        },
      ),
    );
  });
});
