import { describe, expect, it } from 'vitest';
import { findPolicyState, POLICY_STATES } from './policy-states.ts';
import { estimateSubsidy, subsidyQuerySchema, type SubsidyQuery, type VehicleType } from './subsidy-rules.ts';

const base = (state: SubsidyQuery['state'], vehicleType: VehicleType, batteryKwh: number, scrapping = false) => {
  const estimate = estimateSubsidy({ state, vehicleType, batteryKwh, scrapping });
  return estimate.kind === 'incentive' ? estimate.total : estimate.kind;
};

describe('Delhi', () => {
  it('pays 5000 a kWh for two-wheelers up to the 30,000 cap', () => {
    expect(base('Delhi', 'twoWheeler', 2)).toBe(10000);
    expect(base('Delhi', 'twoWheeler', 2.7)).toBe(13500);
    expect(base('Delhi', 'twoWheeler', 6)).toBe(30000); // exactly at the cap
    expect(base('Delhi', 'twoWheeler', 6.01)).toBe(30000);
    expect(
      estimateSubsidy({ state: 'Delhi', vehicleType: 'twoWheeler', batteryKwh: 8, scrapping: false }),
    ).toMatchObject({ base: 30000, capped: true });
    expect(
      estimateSubsidy({ state: 'Delhi', vehicleType: 'twoWheeler', batteryKwh: 6, scrapping: false }),
    ).toMatchObject({ capped: false });
  });

  it('pays 10,000 a kWh for four-wheelers up to the 1,50,000 cap', () => {
    expect(base('Delhi', 'fourWheeler', 14.9)).toBe(149000);
    expect(base('Delhi', 'fourWheeler', 15)).toBe(150000);
    expect(base('Delhi', 'fourWheeler', 40.5)).toBe(150000);
  });

  it('adds the 5000 scrap bonus on top of the cap', () => {
    expect(base('Delhi', 'twoWheeler', 2, true)).toBe(15000);
    expect(base('Delhi', 'fourWheeler', 30, true)).toBe(155000);
    expect(
      estimateSubsidy({ state: 'Delhi', vehicleType: 'fourWheeler', batteryKwh: 30, scrapping: true }),
    ).toMatchObject({ base: 150000, scrapBonus: 5000, total: 155000 });
  });

  it('holds no three-wheeler figure', () => {
    expect(base('Delhi', 'threeWheeler', 5)).toBe('noVehicleRule');
  });
});

describe('Gujarat', () => {
  it('pays 10,000 a kWh, capped at 20,000 for two-wheelers and 1,50,000 for four-wheelers', () => {
    expect(base('Gujarat', 'twoWheeler', 1.5)).toBe(15000);
    expect(base('Gujarat', 'twoWheeler', 2)).toBe(20000);
    expect(base('Gujarat', 'twoWheeler', 3)).toBe(20000);
    expect(base('Gujarat', 'fourWheeler', 15)).toBe(150000);
    expect(base('Gujarat', 'fourWheeler', 15.5)).toBe(150000);
    expect(base('Gujarat', 'fourWheeler', 12)).toBe(120000);
  });

  it('has no scrap bonus', () => {
    expect(base('Gujarat', 'twoWheeler', 1, true)).toBe(10000);
  });
});

describe('Maharashtra', () => {
  it('pays 5000 a kWh within the policy caps, plus a 7000 scrap bonus', () => {
    expect(base('Maharashtra', 'twoWheeler', 1.5)).toBe(7500);
    expect(base('Maharashtra', 'twoWheeler', 2)).toBe(10000);
    expect(base('Maharashtra', 'twoWheeler', 3)).toBe(10000);
    expect(base('Maharashtra', 'fourWheeler', 30)).toBe(150000);
    expect(base('Maharashtra', 'fourWheeler', 31)).toBe(150000);
    expect(base('Maharashtra', 'twoWheeler', 1.5, true)).toBe(14500);
  });
});

describe('Rajasthan tiers', () => {
  it('two-wheelers: 5000 up to 2 kWh, 7000 up to 4, 9000 up to 5, 10,000 over 5', () => {
    const cases: [number, number][] = [
      [0.5, 5000],
      [2, 5000],
      [2.01, 7000],
      [4, 7000],
      [4.01, 9000],
      [5, 9000],
      [5.01, 10000],
      [12, 10000],
    ];
    for (const [kwh, amount] of cases) expect(base('Rajasthan', 'twoWheeler', kwh), `${kwh} kWh`).toBe(amount);
  });

  it('three-wheelers: 10,000 up to 3 kWh, 15,000 up to 4, 17,000 up to 5, 20,000 over 5', () => {
    const cases: [number, number][] = [
      [1, 10000],
      [3, 10000],
      [3.01, 15000],
      [4, 15000],
      [4.01, 17000],
      [5, 17000],
      [5.01, 20000],
      [10, 20000],
    ];
    for (const [kwh, amount] of cases) expect(base('Rajasthan', 'threeWheeler', kwh), `${kwh} kWh`).toBe(amount);
  });

  it('holds no four-wheeler figure and no scrap bonus', () => {
    expect(base('Rajasthan', 'fourWheeler', 30)).toBe('noVehicleRule');
    expect(base('Rajasthan', 'twoWheeler', 3, true)).toBe(7000);
  });
});

describe('other states', () => {
  it('say that no figure is held', () => {
    for (const state of [
      'Andhra Pradesh',
      'Karnataka',
      'Kerala',
      'Madhya Pradesh',
      'Tamil Nadu',
      'Telangana',
      'Uttar Pradesh',
    ] as const) {
      expect(estimateSubsidy({ state, vehicleType: 'twoWheeler', batteryKwh: 3, scrapping: true })).toEqual({
        kind: 'noStateRule',
      });
    }
  });
});

describe('subsidyQuerySchema', () => {
  const messages = (value: unknown) => {
    const result = subsidyQuerySchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const ok = { state: 'Delhi', vehicleType: 'twoWheeler', batteryKwh: 3, scrapping: false };

  it('accepts a known state, type and battery', () => {
    expect(messages(ok)).toEqual([]);
  });

  it('rejects an unknown state or type and a battery outside 0–200 kWh', () => {
    expect(messages({ ...ok, state: 'Goa' })).toEqual(['insights.subsidy.validation.state']);
    expect(messages({ ...ok, vehicleType: 'bus' })).toEqual(['insights.subsidy.validation.vehicleType']);
    expect(messages({ ...ok, batteryKwh: 0 })).toEqual(['insights.subsidy.validation.battery']);
    expect(messages({ ...ok, batteryKwh: 201 })).toEqual(['insights.subsidy.validation.battery']);
    expect(messages({ ...ok, batteryKwh: Number.NaN })).toEqual(['insights.subsidy.validation.battery']);
  });
});

describe('findPolicyState', () => {
  it('reads the name or a slug in any case', () => {
    expect(findPolicyState('Delhi')).toBe('Delhi');
    expect(findPolicyState('Andhra Pradesh')).toBe('Andhra Pradesh');
    expect(findPolicyState('tamil-nadu')).toBe('Tamil Nadu');
    expect(findPolicyState('UTTARPRADESH')).toBe('Uttar Pradesh');
    expect(POLICY_STATES).toHaveLength(11);
  });

  it('is undefined for anything else', () => {
    expect(findPolicyState('Goa')).toBeUndefined();
    expect(findPolicyState('')).toBeUndefined();
    expect(findPolicyState('---')).toBeUndefined();
  });
});
