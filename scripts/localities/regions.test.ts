import { describe, expect, it } from 'vitest';
import { districtName, titleCase } from '../../src/domain/places/place-text.ts';
import { editDistance, isMissing, PlaceNames, stateCoder } from './regions.ts';

const states = [
  { name: 'Karnataka', iso2: 'KA' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', iso2: 'DH' },
  { name: 'Jammu and Kashmir', iso2: 'JK' },
  { name: 'Ladakh', iso2: 'LA' },
  { name: 'Delhi', iso2: 'DL' },
];

describe('states and districts', () => {
  it('codes the directory state names, with or without a leading The', () => {
    const code = stateCoder(states);
    expect(code('KARNATAKA')).toBe('KA');
    expect(code('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe('DH');
    expect(code('JAMMU AND KASHMIR')).toBe('JK');
    expect(code('LADAKH')).toBe('LA');
    expect(code('NA')).toBeUndefined();
  });

  it('title-cases districts in capitals, keeps mixed case, names Delhi compass districts in full', () => {
    expect(titleCase('BENGALURU URBAN')).toBe('Bengaluru Urban');
    expect(titleCase('LAHUL AND SPITI')).toBe('Lahul and Spiti');
    expect(titleCase('S.A.S Nagar')).toBe('S.A.S Nagar');
    expect(districtName('MUMBAI SUBURBAN', 'MH')).toBe('Mumbai Suburban');
    expect(districtName('SOUTH WEST', 'DL')).toBe('South West Delhi');
    expect(districtName('CENTRAL', 'DL')).toBe('Central Delhi');
    expect(districtName('NEW DELHI', 'DL')).toBe('New Delhi');
    expect(districtName('NA', 'KA')).toBe('');
    expect(isMissing('NA')).toBe(true);
    expect(isMissing(' ')).toBe(true);
    expect(isMissing('KULLU')).toBe(false);
  });
});

describe('PlaceNames', () => {
  const names = new PlaceNames();
  names.add('Bengaluru');
  names.add('Pune Division');
  names.add('KHORDHA', { district: true });
  names.add('JHUNJHUNU', { district: true });
  names.add('Bilaspur');
  names.add('Chhatrapati Sambhajinagar');

  it('matches ignoring case, spacing and administrative words', () => {
    expect(names.has('BENGALURU')).toBe(true);
    expect(names.has('Pune')).toBe(true);
    expect(names.has('Bengaluru City')).toBe(true);
    expect(names.has('Bilaspur HP')).toBe(true);
    expect(names.has('Hinjawadi')).toBe(false);
  });

  it('matches districts misspelt by a letter or two, and names cut short', () => {
    expect(names.has('Khorda')).toBe(true);
    expect(names.has('Jhujhunu')).toBe(true);
    expect(names.has('Chhatrapati Sambhajinaga')).toBe(true);
    expect(names.has('Kharda Road')).toBe(false);
  });

  it('measures edit distance with an early stop', () => {
    expect(editDistance('khorda', 'khordha', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
