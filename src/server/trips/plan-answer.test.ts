import { describe, expect, it } from 'vitest';
import { gapNames, unnamedGapAt, withGapNames } from './plan-answer.server.ts';

const trip = { origin: 'Mumbai', destination: 'Goa' };

describe('gapNames', () => {
  it('names the ends after their towns, and the trip’s own ends after the start and destination', () => {
    expect(gapNames(trip, { town: 'Hubballi', station: 'A' }, { town: 'Belagavi', station: 'B' })).toEqual({ from_name: 'Hubballi', to_name: 'Belagavi' });
    expect(gapNames(trip, null, { town: 'Belagavi', station: 'B' })).toEqual({ from_name: 'Mumbai', to_name: 'Belagavi' });
    expect(gapNames(trip, { town: 'Hubballi', station: 'A' }, null)).toEqual({ from_name: 'Hubballi', to_name: 'Goa' });
  });

  it('names two ends near one town after their stations', () => {
    expect(gapNames(trip, { town: 'Jaisalmer', station: 'Fort Road EV' }, { town: 'jaisalmer', station: 'Sam Dunes Hub' })).toEqual({
      from_name: 'Fort Road EV',
      to_name: 'Sam Dunes Hub',
    });
  });
});

describe('withGapNames', () => {
  // A label holding the placeholder's own text: JSON escapes its quotes, so it can't be taken for the gap.
  const answer = (gap: object | null) =>
    JSON.stringify({ success: true, data: { origin: { label: '"gap":{"from_name":"","to_name":""' }, gap, maps_url: null } });

  it('splices the names into the JSON where planAnswer left them empty, the rest as it was', () => {
    const json = answer({ from_name: '', to_name: '', from_km: 10, length_km: 182 });
    const at = unnamedGapAt(json);
    expect(at).toBeGreaterThan(json.indexOf('"origin"'));
    const named = withGapNames(json, at, { from_name: 'हुब्बली "Hub"', to_name: 'Belagavi\\' });
    expect(JSON.parse(named)).toEqual({
      success: true,
      data: { origin: { label: '"gap":{"from_name":"","to_name":""' }, gap: { from_name: 'हुब्बली "Hub"', to_name: 'Belagavi\\', from_km: 10, length_km: 182 }, maps_url: null },
    });
  });

  it('finds no gap in a plan without one, and refuses a place where the names are not empty', () => {
    expect(unnamedGapAt(answer(null))).toBe(-1);
    const json = answer({ from_name: '', to_name: '' });
    expect(() => withGapNames(json, unnamedGapAt(json) + 1, { from_name: 'a', to_name: 'b' })).toThrow(/no unnamed gap/);
  });
});
