/**
 * How a check-in's author is shown: 'Asha R.' from the profile name 'Asha Rao' (the first name, and
 * the last name's initial); a one-word name as it is. Never a mobile number or an e-mail address:
 * a name holding a digit, '@' or anything but letters, marks, spaces, '.', "'" and '-' is not
 * shown, and neither is the default 'Dear user' or a deleted account's missing name. The screen
 * then says 'A driver' (checkins.anonymous).
 */

/** The name every new profile gets (src/server/db/user-repository.server.ts DEFAULT_USER_NAME). */
const DEFAULT_NAMES = new Set(['dear user']);

const USABLE = /^[\p{L}\p{M} .'-]+$/u;
const FIRST_NAME_MAX = 24;

/** A word's first letter as an initial: the letter, and a nukta after it (क़ → क़), not a vowel sign. */
const initialOf = (word: string): string => /^\p{L}\u093C?/u.exec(word)?.[0] ?? '';

const capitalised = (word: string): string => {
  const [first = '', ...rest] = [...word];
  return first.toLocaleUpperCase('en-IN') + rest.join('');
};

/** 'Asha R.', or null when the name must not be shown (the screen says 'A driver'). */
export function displayName(name: string | null | undefined): string | null {
  if (typeof name !== 'string') return null;
  const tidy = name.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (tidy === '' || !USABLE.test(tidy) || DEFAULT_NAMES.has(tidy.toLowerCase())) return null;
  const words = tidy.split(' ').filter((w) => /\p{L}/u.test(w));
  const first = words[0];
  if (!first) return null;
  const shown = capitalised([...first].slice(0, FIRST_NAME_MAX).join(''));
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? initialOf(last) : '';
  return initial ? `${shown} ${capitalised(initial)}.` : shown;
}
