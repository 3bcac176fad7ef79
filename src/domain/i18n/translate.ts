import { areaCatalogues } from './areas/all-areas.ts';
import { en } from './en.ts';
import { createTranslator, type TranslateVars } from './translator.ts';

/** A dotted key into the English catalogue, e.g. 'validation.mobile'. */
export type MessageKey = string;

const english = createTranslator([en, ...areaCatalogues]);

/**
 * Looks a dotted key up in the catalogue and fills {{placeholders}}; the server uses it to word
 * its messages exactly as the web app does. An unknown key comes back as itself, so a typo shows
 * up in a test rather than as an empty message.
 */
export function translate(key: MessageKey, vars: TranslateVars = {}): string {
  return english.t(key, vars);
}

/** True when `text` is a key of the catalogue rather than already-worded text. */
export function isMessageKey(text: string): boolean {
  return english.exists(text);
}
