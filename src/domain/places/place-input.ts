/**
 * What a place field accepts, the same in the browser and on the server: letters of the Latin
 * script (with accents) or of one of the app's Indian scripts (Devanagari, Bengali, Gujarati,
 * Tamil, Telugu, Kannada, Malayalam: issue 41), digits, spaces, the joiners those scripts use and
 * the punctuation addresses use. A place name is typed in one script: a query mixing two is
 * refused, as are emoji, symbols and markup or query fragments (';', '<', '=', …), with a message
 * saying why.
 */
const INDIAN_SCRIPTS = ['Devanagari', 'Bengali', 'Gujarati', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'] as const;
const ALLOWED = new RegExp(
  `^[\\p{Script=Latin}${INDIAN_SCRIPTS.map((script) => `\\p{Script=${script}}`).join('')}\\p{M}0-9\\s.,\\-'’/()&#\u200c\u200d\u0964]*$`,
  'u',
);
const SCRIPT_LETTERS = ['Latin', ...INDIAN_SCRIPTS].map((script) => new RegExp(`\\p{Script=${script}}`, 'u'));
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export type PlaceInputProblem = 'placeCharacters' | 'placeScripts' | 'placeText';

/** Why a place text cannot be searched, or undefined when it can (an empty text is the caller's to judge). */
export function placeInputProblem(text: string): PlaceInputProblem | undefined {
  if (text.trim() === '') return undefined;
  if (!ALLOWED.test(text)) return 'placeCharacters';
  if (SCRIPT_LETTERS.filter((letters) => letters.test(text)).length > 1) return 'placeScripts';
  if (!LETTER_OR_DIGIT.test(text)) return 'placeText';
  return undefined;
}
