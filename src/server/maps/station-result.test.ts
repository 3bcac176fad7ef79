import { describe, expect, it } from 'vitest';
import type { Station } from '../../domain/stations/station.ts';
import { readStationsCsv } from '../stations/station-csv.server.ts';
import { bundledStationsFile, DEFAULT_DATA_DIR } from '../stations/seed-stations.server.ts';
import { StationJsonPieces, stationFilter, stationResultsBytes, toStationResult } from './station-result.server.ts';

/** The station result the maps calls return, and the filter behind the chips. */

let next = 0;
function station(overrides: Partial<Station> = {}): Station {
  next += 1;
  return {
    id: `bee:test:${next}`,
    source: 'bee',
    sourceId: String(next),
    name: `Station ${next}`,
    operator: 'Tata Power',
    address: 'MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    postcode: '411001',
    lat: 18.52,
    lng: 73.85,
    maxKw: 60,
    connectors: ['CCS2'],
    levOnly: false,
    ...overrides,
  };
}

describe('toStationResult', () => {
  it('gives the spec fields, connectors and power, and never an opening_hours or rating it does not have', () => {
    const s = station({ name: 'Charge Zone', address: 'Baner Road', connectors: ['CCS2', 'Type 2'], maxKw: 120 });
    const result = toStationResult(s);
    expect(result).toEqual({
      place_id: s.id,
      name: 'Charge Zone',
      vicinity: 'Baner Road',
      geometry: { location: { lat: 18.52, lng: 73.85 } },
      operator: 'Tata Power',
      connectors: ['CCS2', 'Type 2'],
      max_kw: 120,
      lev_only: false,
      source: 'bee',
    });
    expect(result).not.toHaveProperty('opening_hours');
    expect(result).not.toHaveProperty('rating');
    expect(result).not.toHaveProperty('distance');
  });

  it('falls back to city and state when a station has no address', () => {
    expect(toStationResult(station({ address: '' })).vicinity).toBe('Pune, Maharashtra');
    expect(toStationResult(station({ address: '', city: '' })).vicinity).toBe('Maharashtra');
  });

  it('writes the distance, and the distance from the start, as people read them, rounded to 10 m', () => {
    const near = toStationResult(station(), { distanceKm: 0.3724 });
    expect(near).toMatchObject({ distance: '372 m', distance_km: 0.37 });
    const far = toStationResult(station(), { distanceKm: 123.456 });
    expect(far).toMatchObject({ distance: '123 km', distance_km: 123.46 });
    const onRoute = toStationResult(station(), { distanceFromStartKm: 4.25 });
    expect(onRoute).toMatchObject({ distance_from_start: '4.3 km', distance_from_start_km: 4.25 });
    expect(onRoute).not.toHaveProperty('distance');
    expect(toStationResult(station(), { distanceKm: 0 })).toMatchObject({ distance: '0 m', distance_km: 0 });
  });
});

describe('stationFilter', () => {
  const ccs2 = station({ connectors: ['CCS2'], maxKw: 60 });
  const type2 = station({ connectors: ['Type 2'], maxKw: 22, operator: 'Statiq' });
  const lev = station({ connectors: ['LEV AC'], maxKw: 3.3, levOnly: true, operator: 'UJOY' });
  const levDc = station({ connectors: ['LEV DC (IS 17017-2-7)'], maxKw: 6, levOnly: true });
  const gbt = station({ connectors: ['CCS2', 'GB/T DC'], maxKw: 60 });
  const unknownPower = station({ connectors: ['Bharat DC-001'], maxKw: null });
  const all = [ccs2, type2, lev, levDc, gbt, unknownPower];
  const keep = (filters: Parameters<typeof stationFilter>[0]) => {
    const filter = stationFilter(filters);
    return filter ? all.filter(filter) : all;
  };

  it('is no filter at all when nothing is chosen', () => {
    expect(stationFilter({})).toBeUndefined();
    expect(stationFilter({ connectors: [], fastOnly: false, operator: '' })).toBeUndefined();
  });

  it('keeps stations with any chosen connector family', () => {
    expect(keep({ connectors: ['CCS2'] })).toEqual([ccs2, gbt]);
    expect(keep({ connectors: ['GB/T DC'] })).toEqual([gbt]);
    expect(keep({ connectors: ['CCS2', 'Type 2'] })).toEqual([ccs2, type2, gbt]);
    expect(keep({ connectors: ['Bharat DC-001'] })).toEqual([unknownPower]);
  });

  it("treats 'LEV' as every two/three-wheeler connector, AC and DC", () => {
    expect(keep({ connectors: ['LEV'] })).toEqual([lev, levDc]);
  });

  it('keeps fast DC (≥ 25 kW) only, and counts unknown power as not fast', () => {
    expect(keep({ fastOnly: true })).toEqual([ccs2, gbt]);
    expect(keep({ fastOnly: true, connectors: ['LEV'] })).toEqual([]);
  });

  it('matches the operator as a case-insensitive part of its name', () => {
    expect(keep({ operator: 'statiq' })).toEqual([type2]);
    expect(keep({ operator: '  UJ  ' })).toEqual([lev]);
    expect(keep({ operator: 'nobody' })).toEqual([]);
  });
});

describe('stationResultsBytes', () => {
  it('is the UTF-8 of JSON.stringify(toStationResult(...)) lists to the byte, for every bundled station and each kind of distance', () => {
    const { stations } = readStationsCsv(bundledStationsFile(DEFAULT_DATA_DIR));
    expect(stations.length).toBeGreaterThan(1000);
    const odd = station({ name: 'Quote " and \\ back\u2028slash चार्जिंग', address: '', maxKw: null, connectors: [] });
    const all = [odd, ...stations];
    const pieces = new StationJsonPieces(all);
    const extras = (i: number) => [
      {},
      { distanceKm: (i % 997) * 0.37 },
      { distanceFromStartKm: (i % 613) * 1.113 },
      { distanceKm: 0, distanceFromStartKm: 0.0049 },
    ];
    const expected = (
      list: Array<{ index: number; distanceKm?: number; distanceFromStartKm?: number }>,
      before: string,
      after: string,
    ) =>
      Buffer.from(
        before + JSON.stringify(list.map(({ index, ...extra }) => toStationResult(all[index]!, extra))) + after,
      );
    for (let start = 0; start < all.length; start += 150) {
      const list = all
        .slice(start, start + 150)
        .map((_, k) => ({ index: start + k, ...extras(start + k)[(start + k) % 4] }));
      expect(stationResultsBytes(pieces, '{"a":"₹",', list, '}').equals(expected(list, '{"a":"₹",', '}'))).toBe(true);
    }
    // Again, from the pieces already made, and each kind of distance on its own.
    for (let index = 0; index < 50; index++) {
      for (const extra of extras(index))
        expect(stationResultsBytes(pieces, '', [{ index, ...extra }], '').toString()).toBe(
          JSON.stringify([toStationResult(all[index]!, extra)]),
        );
    }
    expect(stationResultsBytes(pieces, 'x', [], 'y').toString()).toBe('x[]y');
    expect(() => stationResultsBytes(pieces, '', [{ index: all.length }], '')).toThrow(RangeError);
  });
});
