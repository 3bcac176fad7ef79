import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../src/domain/geo/geodesy.ts';
import {
  addressWords,
  nameKeyOf,
  stationPincode,
  stationsNaming,
  stationsPosition,
  type StationRecord,
} from './station-names.ts';

const station = (address: string, lat = 12.97, lng = 77.64, postcode = ''): StationRecord => ({
  address,
  postcode,
  lat,
  lng,
});

describe('addressWords and nameKeyOf', () => {
  it('expands short forms, joins single letters and writes numbered words one way', () => {
    expect(addressWords('Sarjapur Rd, Bengaluru')).toEqual(['sarjapur', 'road', 'bengaluru']);
    expect(addressWords('1, M G Road')).toEqual(['1', 'mg', 'road']);
    expect(addressWords('J P Nagar 7th Phase')).toEqual(['jp', 'nagar', '7th', 'phase']);
    expect(addressWords('Sec-62, Noida')).toEqual(['sector', '62', 'noida']);
    expect(addressWords('HSR Lyt')).toEqual(['hsr', 'layout']);
  });

  it('finds a name written apart or together alike', () => {
    expect(nameKeyOf('Indira Nagar')).toBe(nameKeyOf('Indiranagar'));
    expect(nameKeyOf('Sector-29')).toBe(nameKeyOf('Sec 29'));
    expect(nameKeyOf('Kalyani Nagar')).not.toBe(nameKeyOf('Kalyan'));
  });
});

describe('stationPincode', () => {
  it('takes the postcode column, else a pincode written in the address', () => {
    expect(stationPincode(station('Indiranagar, Bengaluru 560038', 0, 0, '560008'))).toBe('560008');
    expect(stationPincode(station('Indiranagar, Bengaluru, Karnataka 560 038'))).toBe('560038');
    expect(stationPincode(station('Plot 12345678, Indiranagar'))).toBe('');
    expect(stationPincode(station('No pincode here', 0, 0, '5600'))).toBe('');
  });
});

describe('stationsNaming', () => {
  const stations = [
    station('100 Feet Road, Indiranagar, Bengaluru'),
    station('Indira Nagar 1st Stage, Indira Nagar'),
    station('Indiranagara Extension, Mysuru'),
    station('ITPL Main Road, Whitefield'),
  ];

  it('lists the stations whose address names a wanted key as whole words, each station once', () => {
    const found = stationsNaming(
      stations,
      new Set([nameKeyOf('Indiranagar'), nameKeyOf('Whitefield'), nameKeyOf('Koramangala')]),
    );
    expect(found.get(nameKeyOf('Indiranagar'))).toEqual([0, 1]);
    expect(found.get(nameKeyOf('Whitefield'))).toEqual([3]);
    expect(found.has(nameKeyOf('Koramangala'))).toBe(false);
  });

  it('finds a name of several words, up to five', () => {
    const found = stationsNaming([station('Near Outer Ring Road, Bellandur')], new Set([nameKeyOf('Outer Ring Road')]));
    expect(found.get(nameKeyOf('Outer Ring Road'))).toEqual([0]);
  });
});

describe('stationsPosition', () => {
  const near = [
    { lat: 12.97, lng: 77.64 },
    { lat: 12.972, lng: 77.641 },
    { lat: 12.968, lng: 77.639 },
  ];

  it('is the median of the stations, without those far from it', () => {
    const found = stationsPosition([...near, { lat: 13.3, lng: 77.9 }], 3, 3)!;
    expect(found.stations).toBe(3);
    expect(found.point).toEqual({ lat: 12.97, lng: 77.64 });
    expect(found.spreadKm).toBeLessThan(0.3);
  });

  it('is undefined with fewer than the minimum, or when fewer than half lie together', () => {
    expect(stationsPosition(near.slice(0, 2), 3, 3)).toBeUndefined();
    // Three places of one name (7 stations): the median falls on the middle one, with 2 of the 7 near it.
    const a = { lat: 12.97, lng: 77.64 };
    const b = { lat: 13.5, lng: 78.2 };
    const c = { lat: 14, lng: 78.7 };
    expect(stationsPosition([a, a, a, b, b, c, c], 3, 2)).toBeUndefined();
    expect(stationsPosition([a, a, b, b, b, b, c], 3, 2)).toMatchObject({ point: b, stations: 4 });
    expect(stationsPosition([], 3, 1)).toBeUndefined();
  });

  it('keeps every station it counts within the trim distance of the point', () => {
    const found = stationsPosition([...near, { lat: 12.99, lng: 77.66 }], 3, 3)!;
    expect(haversineKm(found.point, { lat: 12.99, lng: 77.66 })).toBeLessThanOrEqual(3);
    expect(found.stations).toBe(4);
  });
});
