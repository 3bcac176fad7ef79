import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeInputProblem } from './place-input.ts';

describe('placeInputProblem', () => {
  it.each([
    'Koramangala',
    'Koramangala, Bengaluru',
    'Andheri (East)',
    "St. Mary's Road",
    '560034',
    'मनाली',
    'नई दिल्ली',
    'Bengalūru',
    'ಕೋರಮಂಗಲ',
    'கிண்டி',
    'అమీర్‌పేట్',
    'কোথরূড',
    'সল্টলেক',
    'കാക്കനാട്',
    'નવરંગપુરા, અમદાવાદ',
    'Plot 4/2, Sector-5 #12',
    '',
  ])('accepts %j', (text) => expect(placeInputProblem(text)).toBeUndefined());

  it.each([
    ['🚗⚡ Pune', 'placeCharacters'],
    ["'; DROP TABLE users;--", 'placeCharacters'],
    ['<script>alert(1)</script>', 'placeCharacters'],
    ['a=1 OR 1=1', 'placeCharacters'],
    ['Кирилл', 'placeCharacters'],
    ['Manali मनाली', 'placeScripts'],
    ['ಕೋರಮಂಗಲ Bengaluru', 'placeScripts'],
    ['கிண்டி ಕೋರಮಂಗಲ', 'placeScripts'],
    ['...,,,---', 'placeText'],
    ['!!!', 'placeCharacters'],
  ] as const)('refuses %j (%s)', (text, problem) => {
    expect(placeInputProblem(text)).toBe(problem);
  });

  it('accepts every text of ASCII letters, digits and spaces that has a letter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ]{0,30}[A-Za-z][A-Za-z0-9 ]{0,30}$/), (text) => {
        expect(placeInputProblem(text)).toBeUndefined();
      }),
    );
  });
});
