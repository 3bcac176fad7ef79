import { describe, expect, it } from 'vitest';
import { glossaryMisses } from './glossary-check.ts';

// A fixture, not a translation: made-up words that show the rule at work.
const GLOSSARY = [
  { en: 'charging station', forms: ['STATION-WORD'] },
  { en: 'battery', forms: ['BATT', 'cell-word'] },
];

describe('the glossary check', () => {
  it('finds a translation without the term’s forms where the English has the term', () => {
    const english = { a: { title: 'Nearby Charging Stations' }, b: 'Battery tips', c: 'Two batteries', d: 'A trip' };
    const translated = { a: { title: 'near STATION-WORDs' }, b: 'tips only', c: 'two Cell-Word', d: 'yatra' };
    expect(glossaryMisses(GLOSSARY, english, translated)).toEqual([
      { key: 'b', term: 'battery', english: 'Battery tips', translated: 'tips only' },
    ]);
  });

  it('matches whole words only, and leaves keys the language lacks to the parity test', () => {
    const english = { a: 'Abattery of tests', b: 'Your battery' };
    expect(glossaryMisses(GLOSSARY, english, { a: 'x' })).toEqual([]);
  });
});
