import { isLanguage, type Language } from '../../domain/i18n/languages.ts';
import { translateIn } from '../../domain/i18n/translate.ts';
import type { TranslateVars } from '../../domain/i18n/translator.ts';

/**
 * The assistance words in the person's language (their account's), for the SMS and the place line:
 * the server's catalogues of every language, loaded at start (translate.ts `loadTranslations`).
 */
export const languageOf = (stored: string | undefined): Language => (isLanguage(stored) ? stored : 'en');

export const wordsIn = (language: Language) => ({
  t: (key: string, vars?: TranslateVars) => translateIn(language, key, vars),
});
