import { describe, expect, it } from 'vitest';
import { dashboardOrder, needsPreference } from './dashboard-order.ts';

describe('dashboardOrder (spec 2: Home)', () => {
  it('alreadyOwned: Charge, Earn, Buy, RTO', () => {
    expect(dashboardOrder('alreadyOwned')).toEqual(['charge', 'earn', 'buy', 'rto']);
  });

  it('earnThroughEv: Earn, Charge, Buy, RTO', () => {
    expect(dashboardOrder('earnThroughEv')).toEqual(['earn', 'charge', 'buy', 'rto']);
  });

  it.each([['planningToBuy'], [''], [null], [undefined], ['xyz'], ['alreadyowned'], [' alreadyOwned']])(
    'anything else (%j): Buy, Charge, Earn, RTO',
    (preference) => {
      expect(dashboardOrder(preference)).toEqual(['buy', 'charge', 'earn', 'rto']);
    },
  );

  it('always lists each of the four sections once', () => {
    for (const preference of ['alreadyOwned', 'earnThroughEv', 'planningToBuy', null]) {
      expect([...dashboardOrder(preference)].sort()).toEqual(['buy', 'charge', 'earn', 'rto']);
    }
  });

  it('hands out a fresh array each time', () => {
    const first = dashboardOrder('alreadyOwned');
    first.reverse();
    expect(dashboardOrder('alreadyOwned')).toEqual(['charge', 'earn', 'buy', 'rto']);
  });
});

describe('needsPreference (spec 5: Dashboard redirect)', () => {
  it.each([[''], [null], [undefined], ['a'], ['ab'], ['  '], [' ab ']])(
    'empty or 2 characters or fewer (%j) → must choose',
    (preference) => {
      expect(needsPreference(preference)).toBe(true);
    },
  );

  it.each([['abc'], ['planningToBuy'], ['alreadyOwned'], ['earnThroughEv']])(
    'longer than 2 characters (%j) → may stay',
    (preference) => {
      expect(needsPreference(preference)).toBe(false);
    },
  );
});
