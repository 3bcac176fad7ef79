import { describe, expect, it } from 'vitest';
import { matchesQuery, searchCatalogue, suggestionsFor } from './vehicle-search.ts';
import { entry } from './test-entries.ts';

const cars = [
  entry({ make: 'Tata', model: 'Nexon EV', trim: 'Creative Plus MR' }),
  entry({ make: 'Tata', model: 'Nexon EV', trim: 'Fearless 45' }),
  entry({ make: 'Tata', model: 'Nexon EV Max', trim: 'XZ+' }),
  entry({ make: 'Tata', model: 'Tiago EV' }),
  entry({ make: 'MG', model: 'ZS EV' }),
];

describe('vehicle search', () => {
  it('matches a case-insensitive substring of make and model', () => {
    expect(matchesQuery(cars[0]!, 'nexon')).toBe(true);
    expect(matchesQuery(cars[0]!, 'TATA NEX')).toBe(true);
    expect(matchesQuery(cars[0]!, '  tata   nexon ')).toBe(true);
    expect(matchesQuery(cars[0]!, 'Creative')).toBe(false);
    expect(matchesQuery(cars[4]!, 'nexon')).toBe(false);
  });

  it('suggests each make and model once, in list order', () => {
    expect(suggestionsFor(cars, 'nexon').map((s) => s.label)).toEqual(['Tata Nexon EV', 'Tata Nexon EV Max']);
    expect(suggestionsFor(cars, 'ev').map((s) => s.label)).toEqual([
      'Tata Nexon EV',
      'Tata Nexon EV Max',
      'Tata Tiago EV',
      'MG ZS EV',
    ]);
    expect(suggestionsFor(cars, 'ev', 2)).toHaveLength(2);
  });

  it('suggests nothing for an empty query or no match', () => {
    expect(suggestionsFor(cars, '   ')).toEqual([]);
    expect(suggestionsFor(cars, 'porsche')).toEqual([]);
  });

  it('a chosen suggestion narrows the list; an empty query restores it', () => {
    expect(searchCatalogue(cars, 'Tata Nexon EV').map((c) => c.trim)).toEqual([
      'Creative Plus MR',
      'Fearless 45',
      'XZ+',
    ]);
    expect(searchCatalogue(cars, '')).toHaveLength(5);
  });
});
