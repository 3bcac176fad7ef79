import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Station } from '../../domain/stations/station.ts';
import { chargePower } from '../../domain/trips/charger-compatibility.ts';
import { KNOWN_CONNECTORS } from '../../domain/trips/connectors.ts';
import { testCar, testScooter } from '../../domain/trips/test-vehicles.ts';
import { CompatibleStations } from './compatible-stations.server.ts';

const station = (i: number, connectors: string[], maxKw: number | null): Station => ({
  id: `s${i}`,
  source: 'ocm',
  sourceId: String(i),
  name: `Station ${i}`,
  operator: '',
  address: '',
  city: '',
  state: '',
  postcode: '',
  lat: 20,
  lng: 77,
  maxKw,
  connectors,
  levOnly: connectors.length > 0 && connectors.every((c) => c.startsWith('LEV')),
});

describe('CompatibleStations', () => {
  it('answers as the compatibility rules do, for any vehicle and station, worked out once per kind of vehicle', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.subarray([...KNOWN_CONNECTORS], { minLength: 1 }),
            fc.option(fc.integer({ min: 1, max: 240 }), { nil: null }),
          ),
          { minLength: 1, maxLength: 40 },
        ),
        fc.subarray([...KNOWN_CONNECTORS], { minLength: 1 }),
        fc.constantFrom('car', 'scooter'),
        fc.boolean(),
        fc.option(fc.integer({ min: 2, max: 150 }), { nil: null }),
        (rows, connectors, kind, allowAc, maxDcKw) => {
          const stations = rows.map(([c, kw], i) => station(i, c, kw));
          const vehicle = { ...(kind === 'car' ? testCar() : testScooter()), connectors, maxDcKw };
          const compatible = new CompatibleStations(stations);
          const mask = compatible.maskFor(vehicle, allowAc);
          stations.forEach((s, i) => expect(mask[i] === 1).toBe(chargePower(vehicle, s, { allowAc }) !== null));
          // The same kind of vehicle again: the same mask, worked out once.
          expect(compatible.maskFor({ ...vehicle }, allowAc)).toBe(mask);
        },
      ),
    );
  });
});
