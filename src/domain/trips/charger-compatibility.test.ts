import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargePower, stationConnectorKw, type StationPoint } from './charger-compatibility.ts';
import { KNOWN_CONNECTORS } from './connectors.ts';
import { testCar, testScooter } from './test-vehicles.ts';

const point = (
  connectors: string[],
  maxKw: number | null,
  levOnly = connectors.length > 0 && connectors.every((c) => c.startsWith('LEV')),
): StationPoint => ({
  connectors,
  maxKw,
  levOnly,
});

const stationArbitrary = fc
  .record({
    connectors: fc.uniqueArray(fc.constantFrom(...KNOWN_CONNECTORS), { maxLength: 4 }),
    maxKw: fc.option(fc.constantFrom(1.1, 3, 3.3, 7, 7.4, 15, 22, 30, 60, 120, 240), { nil: null }),
  })
  .map(({ connectors, maxKw }) => point(connectors, maxKw));

describe('chargePower for a car', () => {
  const car = testCar();

  it('charges at the lower of the station and the car (worked: 60 kW CCS2 point, 50 kW car)', () => {
    expect(chargePower(car, point(['CCS2'], 60))).toEqual({ kw: 50, current: 'dc', assumed: false, connector: 'CCS2' });
    expect(chargePower(car, point(['CCS2'], 30))).toEqual({ kw: 30, current: 'dc', assumed: false, connector: 'CCS2' });
  });

  it('uses AC points only when allowed, and a typical power when the figure is the DC one', () => {
    expect(chargePower(car, point(['Type 2'], 22))).toBeNull();
    expect(chargePower(car, point(['Type 2'], 22), { allowAc: true })).toEqual({
      kw: 7.2,
      current: 'ac',
      assumed: false,
      connector: 'Type 2',
    });
    expect(chargePower(testCar({ maxAcKw: 11 }), point(['CCS2', 'Type 2'], 60), { allowAc: true })).toEqual({
      kw: 50,
      current: 'dc',
      assumed: false,
      connector: 'CCS2',
    });
    // The station's 60 kW is its CCS2 point's: a car without CCS2 gets Type 2's typical 7.4 kW, marked assumed.
    expect(
      chargePower(testCar({ connectors: ['Type 2'], maxDcKw: null, maxAcKw: 11 }), point(['CCS2', 'Type 2'], 60), {
        allowAc: true,
      }),
    ).toEqual({
      kw: 7.4,
      current: 'ac',
      assumed: true,
      connector: 'Type 2',
    });
  });

  it('marks a power it had to assume: no figure, or the car limit it assumed', () => {
    expect(chargePower(car, point(['CCS2'], null))).toEqual({
      kw: 30,
      current: 'dc',
      assumed: true,
      connector: 'CCS2',
    });
    const guessed = testCar({ maxDcKw: 30, basis: { ...testCar().basis, maxDcKw: 'assumed' } });
    expect(chargePower(guessed, point(['CCS2'], 60))?.assumed).toBe(true);
    expect(chargePower(guessed, point(['CCS2'], 25))?.assumed).toBe(false);
  });

  it('never charges at a two-wheeler point, and not at a connector it lacks', () => {
    expect(chargePower(car, point(['LEV AC'], 3.3), { allowAc: true })).toBeNull();
    expect(
      chargePower(testCar({ connectors: ['CCS2', 'Type 2', 'LEV AC'] }), point(['LEV AC', 'Type 2'], 7.4, false), {
        allowAc: true,
      })?.connector,
    ).toBe('Type 2');
    expect(chargePower(car, point(['CHAdeMO'], 50))).toBeNull();
    expect(chargePower(car, point([], 60, false))).toBeNull();
  });

  it('property: a car never uses a LEV-only station, and without allowAc only DC', () => {
    fc.assert(
      fc.property(stationArbitrary, fc.boolean(), (station, allowAc) => {
        const power = chargePower(car, station, { allowAc });
        if (station.levOnly) expect(power).toBeNull();
        if (power) {
          expect(power.connector.startsWith('LEV')).toBe(false);
          expect(car.connectors).toContain(power.connector);
          if (!allowAc) expect(power.current).toBe('dc');
          expect(power.kw).toBeGreaterThan(0);
          expect(power.kw).toBeLessThanOrEqual(power.current === 'dc' ? car.maxDcKw! : car.maxAcKw);
          if (station.maxKw !== null) expect(power.kw).toBeLessThanOrEqual(station.maxKw);
        }
      }),
    );
  });
});

describe('chargePower for a two-wheeler', () => {
  const scooter = testScooter();

  it('charges at LEV AC points and 15 A sockets with its portable charger, AC being normal for it', () => {
    expect(chargePower(scooter, point(['LEV AC'], 3.3))).toEqual({
      kw: 0.6,
      current: 'ac',
      assumed: false,
      connector: 'LEV AC',
    });
    expect(chargePower(testScooter({ connectors: [] }), point(['CEE 3 Pin'], null, false))).toEqual({
      kw: 0.6,
      current: 'ac',
      assumed: false,
      connector: 'CEE 3 Pin',
    });
  });

  it('fast-charges only at a LEV DC point its connector fits', () => {
    expect(chargePower(scooter, point(['LEV DC (IS 17017-2-7)'], 3.3))).toEqual({
      kw: 2,
      current: 'dc',
      assumed: false,
      connector: 'LEV DC (IS 17017-2-7)',
    });
    expect(chargePower(scooter, point(['LEV DC (IS 17017-2-6)'], 7))).toBeNull();
    expect(chargePower(scooter, point(['LEV DC'], 7))).toEqual({
      kw: 2,
      current: 'dc',
      assumed: false,
      connector: 'LEV DC',
    });
    expect(chargePower(scooter, point(['CCS2', 'Type 2'], 60))).toBeNull();
  });

  it('property: a scooter can always use a station that has a LEV AC point', () => {
    fc.assert(
      fc.property(stationArbitrary, (station) => {
        const power = chargePower(scooter, station);
        if (station.connectors.includes('LEV AC')) expect(power).not.toBeNull();
        if (power) expect(['LEV AC', 'CEE 3 Pin', 'LEV DC (IS 17017-2-7)', 'LEV DC']).toContain(power.connector);
      }),
    );
  });
});

describe('stationConnectorKw', () => {
  it("reads the station's figure when no other connector could hold it", () => {
    expect(stationConnectorKw(point(['Bharat AC-001', 'Type 2'], 3.3), 'Type 2')).toEqual({ kw: 3.3, assumed: false });
    expect(stationConnectorKw(point(['LEV AC', 'Type 2'], 7.4), 'LEV AC')).toEqual({ kw: 3.3, assumed: true });
    expect(stationConnectorKw(point(['CCS2', 'CHAdeMO'], 60), 'CHAdeMO')).toEqual({ kw: 25, assumed: true });
    expect(stationConnectorKw(point(['Bharat DC-001'], 20), 'Bharat DC-001')).toEqual({ kw: 15, assumed: true });
  });
});
