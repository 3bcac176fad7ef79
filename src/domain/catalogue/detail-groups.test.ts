import { describe, expect, it } from 'vitest';
import type { VehicleDetail, VehicleSpecification } from './catalogue-entry.ts';
import { blankToNull, detailGroups } from './detail-groups.ts';
import { entry } from './test-entries.ts';

const nulls = <T extends object>(shape: T): T => Object.fromEntries(Object.keys(shape).map((key) => [key, null])) as T;

const spec: VehicleSpecification = {
  basic_facts: {
    exterior_color: null,
    interior_color: '',
    body_type: 'suv',
    group_body_type: null,
    seating_capacity: 5,
    transmission_type: 'Automatic',
  },
  technical_specification: {
    motor: { maximum_power: '110 kW', max_power_for_electric_scooter: null },
    engine: nulls({
      displacement: 1,
      engine_type: 1,
      fuel_efficiency: 1,
      fuel_supply_system: 1,
      maximum_power: 1,
      maximum_torque: 1,
      no_of_cylinders: 1,
      valve_configuration_valvetrain: 1,
      valves_per_cylinder: 1,
    }),
    battery: { charging_time_for_electric_scooter: '5 h' },
    brake_system: { front_brake_type: null, rear_brake_type: null },
    dimensions: {
      boot_space: '350 L',
      ground_clearance: '190 mm',
      kerb_weight: null,
      overall_height: null,
      overall_length: '3995 mm',
      overall_width: null,
      saddle_height: '780 mm',
      wheel_base: null,
    },
    suspension: { front_suspension: null, rear_suspension: null },
    performance: {
      charging_time_for_electric_scooter: null,
      mileage_electric_scooter: null,
      top_speed_for_electric_scooter: null,
    },
  },
};
const detail = (type: VehicleDetail['type']): VehicleDetail => ({
  ...entry({ make: 'Tata', model: 'Nexon EV', ex_showroom_price: 1249000 }),
  type,
  vehicle_specification: spec,
  provenance: { source: 'test', as_of: null, notes: null },
});

describe('detailGroups', () => {
  it('a car has every group, engine and performance included, in the spec order', () => {
    expect(detailGroups(detail('car'), 'car').map((group) => group.key)).toEqual([
      'other',
      'basic',
      'brakes',
      'dimensions',
      'engine',
      'suspensions',
      'performance',
    ]);
  });

  it('a two-wheeler has no engine or performance group', () => {
    for (const type of ['bike', 'scooter'] as const) {
      expect(detailGroups(detail(type), type).map((group) => group.key)).toEqual([
        'other',
        'basic',
        'brakes',
        'dimensions',
        'suspensions',
      ]);
    }
  });

  it('keeps missing and empty values as null (shown as NA) and real values as given', () => {
    const basic = detailGroups(detail('car'), 'car').find((group) => group.key === 'basic')!;
    expect(basic.rows).toContainEqual({ key: 'exterior_color', value: null });
    expect(basic.rows).toContainEqual({ key: 'interior_color', value: null });
    expect(basic.rows).toContainEqual({ key: 'seating_capacity', value: 5 });
  });

  it('shows a boot for cars and a saddle for two-wheelers', () => {
    const keys = (type: 'car' | 'scooter') =>
      detailGroups(detail(type), type)
        .find((group) => group.key === 'dimensions')!
        .rows.map((row) => row.key);
    expect(keys('car')).toContain('boot_space');
    expect(keys('car')).not.toContain('saddle_height');
    expect(keys('scooter')).toContain('saddle_height');
    expect(keys('scooter')).not.toContain('boot_space');
  });

  it('puts motor power (and a two-wheeler battery) under Other Details', () => {
    const other = (type: 'car' | 'scooter') => detailGroups(detail(type), type)[0]!.rows;
    expect(other('car')).toContainEqual({ key: 'maximum_power', value: '110 kW' });
    expect(other('scooter')).toContainEqual({ key: 'charging_time_for_electric_scooter', value: '5 h' });
  });

  it('blankToNull', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(Number.NaN)).toBeNull();
    expect(blankToNull(0)).toBe(0);
  });
});
