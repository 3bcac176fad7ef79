import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { hi } from '../i18n/hi.ts';
import { createTranslator } from '../i18n/translator.ts';
import { savedAgo, savedAgoKey } from './saved-ago.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('savedAgo', () => {
  it.each([
    [0, { unit: 'justNow', count: 0 }],
    [59_999, { unit: 'justNow', count: 0 }],
    [MINUTE, { unit: 'minutes', count: 1 }],
    [59 * MINUTE + 59_999, { unit: 'minutes', count: 59 }],
    [HOUR, { unit: 'hours', count: 1 }],
    [2 * HOUR + 59 * MINUTE, { unit: 'hours', count: 2 }],
    [DAY - 1, { unit: 'hours', count: 23 }],
    [DAY, { unit: 'days', count: 1 }],
    [9 * DAY + 23 * HOUR, { unit: 'days', count: 9 }],
  ] as const)('an age of %i ms is %j (rounded down, never fresher than it is)', (age, expected) => {
    expect(savedAgo(now - age, now)).toEqual(expected);
  });

  it("says 'just now' for a time ahead of the clock or no time at all", () => {
    expect(savedAgo(now + HOUR, now)).toEqual({ unit: 'justNow', count: 0 });
    expect(savedAgo(Number.NaN, now)).toEqual({ unit: 'justNow', count: 0 });
  });
});

describe('the saved note in English and Hindi', () => {
  const english = createTranslator([en]);
  const hindi = createTranslator([hi], 'hi');
  const say = (translator: typeof english, age: number) => {
    const ago = savedAgo(now - age, now);
    return translator.t(savedAgoKey(ago), { count: ago.count });
  };

  it.each([
    [30_000, 'Saved · just now', 'सेव किया गया · अभी-अभी'],
    [MINUTE, 'Saved · 1 min ago', 'सेव किया गया · 1 मिनट पहले'],
    [25 * MINUTE, 'Saved · 25 min ago', 'सेव किया गया · 25 मिनट पहले'],
    [HOUR, 'Saved · 1 h ago', 'सेव किया गया · 1 घंटा पहले'],
    [2 * HOUR, 'Saved · 2 h ago', 'सेव किया गया · 2 घंटे पहले'],
    [DAY, 'Saved · 1 day ago', 'सेव किया गया · 1 दिन पहले'],
    [3 * DAY, 'Saved · 3 days ago', 'सेव किया गया · 3 दिन पहले'],
  ])('%i ms ago reads %j / %j', (age, english_, hindi_) => {
    expect(say(english, age)).toBe(english_);
    expect(say(hindi, age)).toBe(hindi_);
  });
});
