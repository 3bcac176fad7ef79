import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { challanStatusKey, isPendingChallan, splitChallans } from './challan-status.ts';
import { isOwnVehicle, maskAllButTail, maskName } from './owner-privacy.ts';
import { addRecentSearch, parseRecentSearches } from './recent-searches.ts';
import { registrationYear, vehicleLookupBody } from './vehicle-lookup.schema.ts';

const lookup = (vehicleNumber: unknown) => vehicleLookupBody.safeParse({ vehicleNumber });

describe('lookup body: the vehicle number, normalised and validated (spec 5)', () => {
  it.each([
    ['MH12AB1234', 'MH12AB1234'],
    ['mh 12 ab 1234', 'MH12AB1234'],
    ['MH-12-A-1234', 'MH12A1234'],
    ['22 bh 1234 ab', '22BH1234AB'],
    ['21-BH-0042-c', '21BH0042C'],
  ])('accepts %j as %s', (raw, normalised) => {
    const result = lookup(raw);
    expect(result.success).toBe(true);
    expect(result.data?.vehicleNumber).toBe(normalised);
  });

  it.each([
    ['series I', 'MH12AI1234'],
    ['series O', 'MH12O1234'],
    ['BH letters with I', '22BH1234IA'],
    ['BH letters with O', '22BH1234O'],
    ['three series letters', 'MH12ABC1234'],
    ['BH with five digits', '22BH12345A'],
    ['empty', ''],
    ['a number', 1234],
    ['missing', undefined],
  ])('rejects %s (%j) with the spec message', (_why, raw) => {
    const result = lookup(raw);
    expect(result.success).toBe(false);
    expect(translate(result.error!.issues[0]!.message)).toBe('Please enter valid vehicle number');
  });
});

describe('challan tabs (spec 4): Pending and Unpaid are pending, everything else paid', () => {
  it.each(['Pending', 'Unpaid', 'PENDING', ' unpaid '])('%j is pending', (status) => {
    expect(isPendingChallan(status)).toBe(true);
  });

  it.each(['Paid', 'Disposed', 'Settled in Lok Adalat', 'Cancelled', ''])('%j counts as paid', (status) => {
    expect(isPendingChallan(status)).toBe(false);
  });

  it('splits a list into the two tabs, keeping order', () => {
    const list = ['Paid', 'Pending', 'Disposed', 'Unpaid'].map((challanStatus, i) => ({ challanStatus, id: i }));
    const { pending, paid } = splitChallans(list);
    expect(pending.map((c) => c.id)).toEqual([1, 3]);
    expect(paid.map((c) => c.id)).toEqual([0, 2]);
    expect(splitChallans([])).toEqual({ pending: [], paid: [] });
  });

  it('knows the statuses it has words for (in either language), whatever their case; others are shown as they come', () => {
    expect(['Pending', ' UNPAID', 'paid', 'Disposed'].map(challanStatusKey)).toEqual([
      'pending',
      'unpaid',
      'paid',
      'disposed',
    ]);
    expect(challanStatusKey('Settled in Lok Adalat')).toBeUndefined();
    for (const key of ['pending', 'unpaid', 'paid', 'disposed'])
      expect(translate(`rto.challans.statuses.${key}`)).not.toContain('rto.');
  });
});

describe('owner privacy (DPDP Act 2023)', () => {
  it.each([
    ['Ramesh Kumar', 'R***** K****'],
    ['  Asha   Rao ', 'A*** R**'],
    ['Priya', 'P****'],
    ['K', 'K'],
    ['अमित कुमार', 'अ*** क****'],
    ['', ''],
  ])('maskName(%j) is %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('keeps only the last five characters of engine and chassis numbers', () => {
    expect(maskAllButTail('MA3EWDE1S00123456')).toBe('************23456');
    expect(maskAllButTail('E12345')).toBe('*12345');
    expect(maskAllButTail('12345')).toBe('12345');
    expect(maskAllButTail('')).toBe('');
  });

  it('knows the person’s own vehicle, however it was typed', () => {
    expect(isOwnVehicle('MH12AB1234', 'MH12AB1234')).toBe(true);
    expect(isOwnVehicle('MH12AB1234', 'mh 12 ab-1234')).toBe(true);
    expect(isOwnVehicle('MH12AB1234', 'MH12AB1235')).toBe(false);
    expect(isOwnVehicle('MH12AB1234', '')).toBe(false);
    expect(isOwnVehicle('MH12AB1234', null)).toBe(false);
  });
});

describe('recent searches (spec 9: at most 3, de-duplicated)', () => {
  it('puts the newest first, drops a repeat and keeps three', () => {
    let recent: string[] = [];
    for (const n of ['A', 'B', 'C', 'B', 'D']) recent = addRecentSearch(recent, n);
    expect(recent).toEqual(['D', 'B', 'C']);
  });

  it('reads only a list of strings from storage', () => {
    expect(parseRecentSearches('["MH12AB1234","MH12AB1234","22BH1234AB",7,"KA01MG0001","DL03CA1234"]')).toEqual([
      'MH12AB1234',
      '22BH1234AB',
      'KA01MG0001',
    ]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});

it('registrationYear reads the year of a DD/MM/YYYY date', () => {
  expect(registrationYear('14/03/2022')).toBe('2022');
  expect(registrationYear('')).toBe('');
});
