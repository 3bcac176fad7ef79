import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../src/domain/geo/geodesy.ts';
import { parseCoordinate } from './coordinates.ts';

describe('parseCoordinate', () => {
  it('reads plain decimals as they are', () => {
    expect(parseCoordinate('12.9271111')).toEqual({ value: 12.9271111, rewritten: false });
    expect(parseCoordinate(' 77.62660 ')).toEqual({ value: 77.6266, rewritten: false });
    expect(parseCoordinate('-8.5')).toEqual({ value: -8.5, rewritten: false });
  });

  it('reads degrees, minutes and seconds and a degree sign with a hemisphere', () => {
    expect(parseCoordinate("17°57'17.7")!.value).toBeCloseTo(17 + 57 / 60 + 17.7 / 3600, 9);
    expect(parseCoordinate('78°35\'48.3"')!.value).toBeCloseTo(78 + 35 / 60 + 48.3 / 3600, 9);
    expect(parseCoordinate('28.430354° N')).toEqual({ value: 28.430354, rewritten: true });
    expect(parseCoordinate('18.856818°')).toEqual({ value: 18.856818, rewritten: true });
    expect(parseCoordinate("12° 30' S")!.value).toBeCloseTo(-12.5, 9);
  });

  it('gives nothing for empty or unreadable text', () => {
    for (const text of [undefined, '', '  ', 'NA', '12.3.4', "17°75'"]) expect(parseCoordinate(text)).toBeUndefined();
  });

  it('property: any decimal written out reads back exactly', () => {
    const decimal = fc.double({ min: -180, max: 180, noNaN: true }).filter((x) => !Object.is(x, -0));
    fc.assert(
      fc.property(decimal, (x) => {
        expect(parseCoordinate(String(x))).toEqual({ value: x, rewritten: false });
      }),
    );
  });
});

describe('distances', () => {
  it("measures great-circle kilometres with the project's haversine", () => {
    // Gachibowli as given (17.719, 78.586) is about 40 km from Gachibowli (17.44, 78.35).
    expect(haversineKm({ lat: 17.71919444, lng: 78.58569444 }, { lat: 17.44, lng: 78.35 })).toBeCloseTo(39.8, 0);
    expect(haversineKm({ lat: 12.9, lng: 77.6 }, { lat: 12.9, lng: 77.6 })).toBe(0);
  });
});
