import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';
import { assertOnEnough } from '../../../tests/support/property-coverage.ts';

describe('display names', () => {
  it.each([
    ['Asha Rao', 'Asha R.'],
    ['  asha   rao ', 'Asha R.'],
    ['Asha', 'Asha'],
    ['Mohammed Iqbal Khan', 'Mohammed K.'],
    ["D'Souza Priya", "D'Souza P."],
    ['आशा राव', 'आशा र.'],
    ['रवि क़ुरैशी', 'रवि क़.'],
  ])('shows %j as %j', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'Dear user',
    'dear USER',
    '9876543210',
    'asha@example.in',
    'Asha 2',
    'Asha <b>',
    '+91 98765 43210',
  ])('shows nothing for %j (the screen says "A driver")', (name) => {
    expect(displayName(name)).toBeNull();
  });

  it('never shows a digit, an @ or more than one word and an initial (fast-check)', () => {
    // Any text (digits and @ among it), and text shaped like names: words of letters, some very long.
    const letters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', ...'आशारविकमलदीप', 'क़'];
    const word = fc
      .tuple(fc.constantFrom(...letters), fc.array(fc.constantFrom(...letters, "'", '.', '-'), { maxLength: 39 }))
      .map(([first, rest]) => first + rest.join(''));
    const nameLike = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
    assertOnEnough(
      fc.oneof(fc.string({ maxLength: 80 }), nameLike),
      (name) => {
        const shown = displayName(name);
        if (shown === null) return false;
        expect(shown).not.toMatch(/[\d@]/);
        expect(shown.split(' ').length).toBeLessThanOrEqual(2);
        expect([...shown].length).toBeLessThanOrEqual(24 + 4);
        return true;
      },
      { runs: 300, atLeast: 80 },
    );
  });
});
