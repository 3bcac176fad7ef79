import { describe, expect, it } from 'vitest';
import type { CheckInView } from '../../../domain/checkins/checkin-api.ts';
import { addressOf, formatFigure, mergeCheckIns } from './station-format.ts';

describe('the station page’s figures and address', () => {
  it('writes figures with at most two decimals and no trailing zeros', () => {
    expect(formatFigure(18.5)).toBe('18.5');
    expect(formatFigure(18.456)).toBe('18.46');
    expect(formatFigure(30)).toBe('30');
    expect(formatFigure(0)).toBe('0');
  });

  it('writes the address once, adding the city, state and pincode it does not already name', () => {
    const base = { vicinity: 'Sikar Rd, Dheerajpura', address: '', city: '', state: '', postcode: '' };
    expect(addressOf(base)).toBe('Sikar Rd, Dheerajpura');
    expect(addressOf({ ...base, address: 'Aryan Hotel, Sikar Rd', city: 'Dheerajpura', postcode: '332404' })).toBe(
      'Aryan Hotel, Sikar Rd, Dheerajpura, 332404',
    );
    expect(addressOf({ ...base, address: 'MG Road, Pune', city: 'pune', state: 'Maharashtra' })).toBe(
      'MG Road, Pune, Maharashtra',
    );
  });
});

describe('the history list', () => {
  const checkIn = (id: string): CheckInView => ({
    id,
    place_id: 'ocm:1',
    outcome: 'charged',
    connector: null,
    kw: null,
    price_per_kwh: null,
    comment: '',
    created_at: 0,
    author: 'Asha R.',
    anonymous: false,
  });

  it('puts the check-ins added on the page first, without showing one twice', () => {
    expect(mergeCheckIns([checkIn('c')], [checkIn('c'), checkIn('b'), checkIn('a')]).map((c) => c.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(mergeCheckIns([], [checkIn('b')]).map((c) => c.id)).toEqual(['b']);
  });
});
