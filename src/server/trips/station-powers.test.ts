import { describe, expect, it } from 'vitest';
import type { Station } from '../../domain/stations/station.ts';
import { chargePower } from '../../domain/trips/charger-compatibility.ts';
import { testCar, testScooter } from '../../domain/trips/test-vehicles.ts';
import { StationPowerTables } from './station-powers.server.ts';

const station = (id: string, connectors: string[], maxKw: number | null, levOnly = false) =>
  ({ id, connectors, maxKw, levOnly }) as unknown as Station;

const STATIONS: Station[] = [
  station('dc', ['CCS2', 'Type 2'], 60),
  station('ac', ['Type 2'], 7.4),
  station('lev', ['LEV AC', 'LEV DC (IS 17017-2-7)'], 3.3, true),
  station('socket', ['CEE 3 Pin'], null),
  station('chademo', ['CHAdeMO'], 50),
];

describe('StationPowerTables', () => {
  it("gives chargePower's answer without and with AC for every station and vehicle", () => {
    const tables = new StationPowerTables(STATIONS);
    for (const vehicle of [testCar(), testCar({ maxDcKw: null }), testScooter(), testScooter({ maxDcKw: 2 })]) {
      const at = tables.forVehicle(vehicle);
      STATIONS.forEach((s, place) => {
        expect(at(place)).toEqual([
          chargePower(vehicle, s, { allowAc: false }),
          chargePower(vehicle, s, { allowAc: true }),
        ]);
      });
    }
  });

  it('keeps one table per kind of charging: a vehicle with the same figures reads the first one, one with other figures its own', () => {
    const tables = new StationPowerTables(STATIONS);
    const first = tables.forVehicle(testCar({ maxDcKw: 50 }))(0);
    expect(tables.forVehicle(testCar({ maxDcKw: 50 }))(0)).toBe(first);
    const faster = tables.forVehicle(testCar({ maxDcKw: 100 }))(0);
    expect(faster).not.toBe(first);
    expect(faster[0]?.kw).toBe(60);
    expect(first[0]?.kw).toBe(50);
  });

  it('lets the least recently used vehicle go first when 64 are kept', () => {
    const tables = new StationPowerTables(STATIONS);
    const at = (kw: number) => tables.forVehicle(testCar({ maxDcKw: kw }))(0);
    const one = at(1);
    const two = at(2);
    for (let kw = 3; kw <= 64; kw++) at(kw);
    // 1 kW's is used again, so 2 kW's is now the oldest: the 65th vehicle takes its place.
    expect(at(1)).toBe(one);
    at(65);
    expect(at(1)).toBe(one);
    expect(at(2)).not.toBe(two);
    expect(at(2)).toEqual(two);
  });
});
