/**
 * What a place field accepts, the same in the browser and on the server: letters of the Latin
 * script (with accents) or of Devanagari, digits, spaces and the punctuation addresses use. A
 * place name is typed in English or in Hindi: one query mixing both scripts is refused, as are
 * emoji, symbols and markup or query fragments (';', '<', '=', …), with a message saying why.
 */
const ALLOWED = /^[\p{Script=Latin}\p{Script=Devanagari}\p{M}0-9\s.,\-'’/()&#]*$/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export type PlaceInputProblem = 'placeCharacters' | 'placeScripts' | 'placeText';

/** Why a place text cannot be searched, or undefined when it can (an empty text is the caller's to judge). */
export function placeInputProblem(text: string): PlaceInputProblem | undefined {
  if (text.trim() === '') return undefined;
  if (!ALLOWED.test(text)) return 'placeCharacters';
  if (LATIN_LETTER.test(text) && DEVANAGARI.test(text)) return 'placeScripts';
  if (!LETTER_OR_DIGIT.test(text)) return 'placeText';
  return undefined;
}
