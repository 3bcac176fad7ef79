/** Vehicles and stations for the trip model's tests, with round figures that make hand checks easy. */
import type { PlanInput, PlanStation } from './plan-types.ts';
import type { KindDefaults } from './vehicle-energy-rows.ts';
import type { VehicleProfile } from './vehicle-profile.ts';

const published = {
  usableKwh: 'published',
  kwhPerKm: 'published',
  maxDcKw: 'published',
  maxAcKw: 'published',
  connectors: 'published',
} as const;

/** 30 kWh, 0.15 kWh/km (0.5% per km: 200 km on a full battery), 50 kW DC, 7.2 kW AC. */
export function testCar(overrides: Partial<VehicleProfile> = {}): VehicleProfile {
  return {
    kind: 'car',
    usableKwh: 30,
    kwhPerKm: 0.15,
    maxDcKw: 50,
    maxAcKw: 7.2,
    connectors: ['CCS2', 'Type 2', 'CEE 3 Pin'],
    basis: { ...published },
    ...overrides,
  };
}

/** 3 kWh, 0.03 kWh/km (1% per km: 100 km), LEV DC 2 kW through LECCS, 0.6 kW portable charger. */
export function testScooter(overrides: Partial<VehicleProfile> = {}): VehicleProfile {
  return {
    kind: 'scooter',
    usableKwh: 3,
    kwhPerKm: 0.03,
    maxDcKw: 2,
    maxAcKw: 0.6,
    connectors: ['LEV DC (IS 17017-2-7)', 'LEV AC', 'CEE 3 Pin'],
    basis: { ...published },
    ...overrides,
  };
}

/** A station on the route: CCS2 at 60 kW unless told otherwise. */
export function testStation(id: string, alongKm: number, overrides: Partial<PlanStation> = {}): PlanStation {
  return { id, alongKm, detourKm: 0, maxKw: 60, connectors: ['CCS2'], levOnly: false, ...overrides };
}

/** Per-kind defaults shaped like data/catalogue/vehicle-energy-defaults.csv. */
export const TEST_DEFAULTS: readonly KindDefaults[] = [
  {
    kind: 'car',
    usableShare: 0.95,
    kwhPerKm: 0.15,
    maxDcKw: 30,
    maxAcKw: 3.3,
    connectors: ['CCS2', 'Type 2', 'CEE 3 Pin'],
    source: 'test',
    notes: null,
  },
  {
    kind: 'scooter',
    usableShare: 0.9,
    kwhPerKm: 0.035,
    maxDcKw: null,
    maxAcKw: 0.5,
    connectors: ['LEV AC', 'CEE 3 Pin'],
    source: 'test',
    notes: null,
  },
  {
    kind: 'bike',
    usableShare: 0.9,
    kwhPerKm: 0.035,
    maxDcKw: null,
    maxAcKw: 0.5,
    connectors: ['LEV AC', 'CEE 3 Pin'],
    source: 'test',
    notes: null,
  },
];

/** A 200 km trip in the test car from 80%, 15% reserve, charging to 80%; 60 km/h and 5 minutes a stop keep the sums round. */
export const testTrip = (overrides: Partial<PlanInput>): PlanInput => ({
  routeKm: 200,
  vehicle: testCar(),
  startPct: 80,
  reservePct: 15,
  targetPct: 80,
  stations: [],
  averageKmh: 60,
  overheadMinutes: 5,
  ...overrides,
});
