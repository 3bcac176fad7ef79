import { describe, expect, it } from 'vitest';
import { indianCities, suggestCities } from './indian-cities.ts';

describe('suggestCities', () => {
  it('matches any part of the name, ignoring case, with names that start with the text first', () => {
    expect(suggestCities('nag').map((city) => city.name)).toEqual(['Nagpur', 'Gandhinagar', 'Itanagar', 'Srinagar']);
    expect(suggestCities('Bad').map((city) => city.name)).toEqual(['Ahmedabad', 'Allahabad (Prayagraj)', 'Aurangabad', 'Dhanbad', 'Faridabad', 'Ghaziabad', 'Hyderabad']);
    expect(suggestCities('  CHEN ').map((city) => city.name)).toEqual(['Chennai']);
  });

  it('suggests nothing for empty text or text no city contains', () => {
    expect(suggestCities('   ')).toEqual([]);
    expect(suggestCities('zzz')).toEqual([]);
  });

  it('shows at most eight suggestions', () => {
    expect(suggestCities('a')).toHaveLength(8);
  });

  it('lists each city once', () => {
    const keys = indianCities.map((city) => `${city.name}|${city.state}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
