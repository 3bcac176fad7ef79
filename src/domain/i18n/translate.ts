import { areaCatalogues } from './areas/all-areas.ts';
import { en } from './en.ts';
import { loadLanguageCatalogues } from './language-files.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { createTranslator, type Translator, type TranslateVars } from './translator.ts';

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

/** True when `key` is a key of the catalogue rather than already-worded text. */
export function isMessageKey(text: string): boolean {
  return english.exists(text);
}

const translators = new Map<Language, Promise<Translator>>([['en', Promise.resolve(english)]]);
const ready = new Map<Language, Translator>([['en', english]]);

/**
 * Every catalogue of a language (core, areas, state names) with the English behind it, so a key a
 * language lacks reads in English (the parity test fails on it first). Loaded once per language.
 */
export function translatorFor(language: Language): Promise<Translator> {
  let translator = translators.get(language);
  if (!translator) {
    translator = loadLanguageCatalogues(language as Exclude<Language, 'en'>).then(({ core, areas, stateNames }) => {
      const own = [core, ...Object.values(areas), stateNames].filter((catalogue) => catalogue !== undefined);
      const loaded = createTranslator([...own, en, ...areaCatalogues], language);
      ready.set(language, loaded);
      return loaded;
    });
    translators.set(language, translator);
  }
  return translator;
}

/** Loads every language's catalogues: the server does it at start, so `translateIn` can word anything at once. */
export async function loadTranslations(languages: readonly Language[] = LANGUAGES): Promise<void> {
  await Promise.all(languages.map(translatorFor));
}

/** `translate` in a language loaded by `loadTranslations` (English until it is). */
export function translateIn(language: Language, key: MessageKey, vars: TranslateVars = {}): string {
  return (ready.get(language) ?? english).t(key, vars);
}
