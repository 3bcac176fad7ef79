import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeName } from './place-text.ts';
import {
  canonicalWords,
  compassAgrees,
  endingCompass,
  fullCompass,
  numbersAgree,
  splitsNumber,
} from './place-words.ts';

describe('canonicalWords', () => {
  it('writes numbered sectors and phases one way', () => {
    expect(canonicalWords('mayur vihar phi')).toBe('mayur vihar phase 1');
    expect(canonicalWords('dlf ph 3')).toBe('dlf phase 3');
    expect(canonicalWords('dlf phase iii')).toBe('dlf phase 3');
    expect(canonicalWords('sec 62 noida')).toBe('sector 62 noida');
    expect(canonicalWords('sector43 chandigarh')).toBe('sector 43 chandigarh');
    expect(canonicalWords('sector 27chandigarh')).toBe('sector 27 chandigarh');
    expect(canonicalWords(normalizeName('Okhla Ph-II'))).toBe('okhla phase 2');
  });

  it('leaves other names alone', () => {
    for (const name of [
      'phulpur',
      'secunderabad',
      'blockade road',
      'koramangala',
      'sector',
      'phase one',
      'andheri west',
    ]) {
      expect(canonicalWords(name)).toBe(name);
    }
  });

  it('is idempotent and keeps the words of a name in order', () => {
    const word = fc.constantFrom(
      'sec',
      'sector',
      'ph',
      'phase',
      'stage',
      'block',
      'ii',
      'iv',
      '62',
      '3b',
      'noida',
      'vihar',
      'phulpur',
      'x',
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const once = canonicalWords(words.join(' '));
        expect(canonicalWords(once)).toBe(once);
        expect(once).not.toMatch(/^ | $| {2}/);
      }),
    );
  });
});

describe('compass points', () => {
  it('finds the one a name ends with, written in full or as a letter', () => {
    expect(endingCompass(['andheri', 'west'])).toBe('west');
    expect(endingCompass(['bandra', 'e'])).toBe('east');
    expect(endingCompass(['west'])).toBeUndefined();
    expect(endingCompass(['andheri'])).toBeUndefined();
    expect(fullCompass(['andheri', 'w'])).toEqual(['andheri', 'west']);
    expect(fullCompass(['andheri', 'west'])).toEqual(['andheri', 'west']);
  });

  it('never lets a misspelling swap one for another', () => {
    expect(compassAgrees('andheriwest', 'andherieast')).toBe(false);
    expect(compassAgrees('andheriwest', 'andheriwest')).toBe(true);
    expect(compassAgrees('andheri', 'andherieast')).toBe(true);
  });
});

describe('numbers in names', () => {
  it('a typo never changes a number, and a prefix never stops inside one', () => {
    expect(numbersAgree('sector62', 'sector63noida')).toBe(false);
    expect(numbersAgree('sector62', 'sector62noida')).toBe(true);
    expect(numbersAgree('koramangala', 'koramangala')).toBe(true);
    expect(splitsNumber('sector1', 'sector12noida')).toBe(true);
    expect(splitsNumber('sector1', 'sector1noida')).toBe(false);
    expect(splitsNumber('sector', 'sector12')).toBe(false);
  });

  it('a name always agrees with itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), (key) => {
        expect(numbersAgree(key, key)).toBe(true);
        expect(splitsNumber(key, key)).toBe(false);
      }),
    );
  });
});
