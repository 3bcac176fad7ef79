import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactName, lowerBound, normalizeName, prefixDistance, titleCase, typoBudget } from './place-text.ts';

describe('normalizeName', () => {
  it('folds case, accents, symbols and spacing', () => {
    expect(normalizeName('  Bengalūru  ')).toBe('bengaluru');
    expect(normalizeName('Jammu & Kashmir')).toBe('jammu and kashmir');
    expect(normalizeName('Gadag-Betageri')).toBe('gadag betageri');
  });

  it('keeps Devanagari, so a name typed in Hindi can be matched', () => {
    expect(normalizeName('मनाली')).toBe('मनाली');
    expect(compactName(' नई  दिल्ली ')).toBe('नईदिल्ली');
    // A zero-width joiner only changes how a conjunct is drawn.
    expect(normalizeName('क्\u200dष')).toBe(normalizeName('क्ष'));
    // The nukta is folded like an accent, precomposed (U+095D) or not: छत्तीसगढ़ = छत्तीसगढ.
    expect(normalizeName('छत्तीसग\u095d')).toBe('छत्तीसगढ');
    expect(normalizeName('छत्तीसगढ\u093c')).toBe('छत्तीसगढ');
  });

  it('drops emoji and other scripts entirely', () => {
    expect(normalizeName('🚗⚡')).toBe('');
    expect(normalizeName('<script>')).toBe('script');
  });

  it('is idempotent, and its output holds only searchable characters single-spaced', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const once = normalizeName(text);
        expect(normalizeName(once)).toBe(once);
        expect(once).not.toMatch(/^ | $| {2}/);
        expect(compactName(text)).not.toContain(' ');
      }),
    );
  });
});

describe('titleCase', () => {
  it('capitalises names written in capitals and keeps mixed case', () => {
    expect(titleCase('BENGALURU URBAN')).toBe('Bengaluru Urban');
    expect(titleCase('JAMMU AND KASHMIR')).toBe('Jammu and Kashmir');
    expect(titleCase('DLF PhII')).toBe('DLF PhII');
  });
});

describe('prefixDistance', () => {
  it('is 0 for a prefix, counts a transposition as one, and stops above the budget', () => {
    expect(prefixDistance('koramang', 'koramangala', 2)).toBe(0);
    expect(prefixDistance('bnagalore', 'bangalore', 1)).toBe(1);
    expect(prefixDistance('bengluru', 'bengaluru', 2)).toBe(1);
    expect(prefixDistance('xyz', 'bengaluru', 1)).toBe(2);
  });

  it('a text always starts with itself, and never exceeds max + 1', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 0, max: 2 }),
        (a, b, max) => {
          expect(prefixDistance(a, a + b, max)).toBe(0);
          expect(prefixDistance(a, b, max)).toBeLessThanOrEqual(max + 1);
        },
      ),
    );
  });

  it('refuses a query longer than it can hold', () => {
    expect(prefixDistance('a'.repeat(500), 'a'.repeat(500), 2)).toBe(3);
  });
});

describe('typoBudget and lowerBound', () => {
  it('grows with the length of the key', () => {
    expect([3, 4, 7, 8].map(typoBudget)).toEqual([0, 1, 1, 2]);
  });

  it('finds the first key not below the one asked for', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 })), fc.string({ maxLength: 4 }), (keys, key) => {
        const sorted = [...keys].sort();
        const i = lowerBound(sorted, key);
        expect(sorted.slice(0, i).every((k) => k < key)).toBe(true);
        expect(sorted.slice(i).every((k) => k >= key)).toBe(true);
      }),
    );
  });
});
