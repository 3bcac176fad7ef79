import { useSyncExternalStore } from 'react';
import type { AreaName } from '../../domain/i18n/areas/all-areas.ts';
import { en } from '../../domain/i18n/en.ts';
import { languageFiles, loadCatalogue, type Catalogue } from '../../domain/i18n/language-files.ts';
import { LANGUAGES, type Language, type TranslatedLanguage } from '../../domain/i18n/languages.ts';
import { createTranslator, type TFunction, type Translator, type TranslateVars } from '../../domain/i18n/translator.ts';

export type { TFunction } from '../../domain/i18n/translator.ts';

/**
 * Where an area's words in another language come from: its name (the file areas/<area>.<lang>.ts,
 * found through the language's registry), or a loader of its own (state names, the blogs' Hindi
 * headings), which answers undefined for a language it has nothing for.
 */
export type StringSource = AreaName | ((language: TranslatedLanguage) => Promise<Catalogue | undefined> | undefined);

/**
 * The app's words in English, Hindi and the seven languages of issue 41, through the same
 * translator the server uses ({{placeholders}}, key_one / key_other plurals). English is in the
 * initial bundle: the core catalogue (src/domain/i18n/en.ts) and each area's strings as its screens
 * load. Every other language comes as chunks of its own, loaded only once a person reads it: its
 * registry (src/domain/i18n/files/<lang>.generated.ts), its core, and each registered area's file.
 * A key a language lacks falls back to English (the parity test fails on it first).
 */
const english = createTranslator([en]);
const englishCatalogues: Catalogue[] = [en];
const others = new Map<TranslatedLanguage, Translator>();
const translatorOf = (lang: TranslatedLanguage): Translator => {
  let found = others.get(lang);
  if (!found) {
    found = createTranslator([], lang);
    others.set(lang, found);
  }
  return found;
};

let language: Language = 'en';
/** The languages asked for so far: areas registered from then on load their words in each at once. */
const wanted = new Set<TranslatedLanguage>();
const cores = new Map<TranslatedLanguage, Promise<void>>();
const coreLoaded = new Set<TranslatedLanguage>();
/** A server message in English, worded in the reader's language (message-rewording.ts), once loaded. */
let reword: ((message: string) => string | undefined) | undefined;
const sources = new Map<Catalogue, StringSource>();
const areaLoads = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

const MISSING = '\u0000';
/** The reader's language when it is not English and its core is in, else undefined (English). */
const activeTranslator = (): Translator | undefined =>
  language !== 'en' && coreLoaded.has(language) ? translatorOf(language) : undefined;

function t(key: string, vars?: TranslateVars): string {
  const own = activeTranslator();
  if (own) {
    const text = own.t(key, { ...vars, defaultValue: MISSING });
    if (text !== MISSING) return text;
  }
  return english.t(key, vars);
}
const list = (key: string): string[] => {
  const found = activeTranslator()?.list(key) ?? [];
  return found.length ? found : english.list(key);
};
const entry = (key: string): unknown => activeTranslator()?.entry(key) ?? english.entry(key);
const exists = (key: string): boolean => english.exists(key) || (activeTranslator()?.exists(key) ?? false);

export const i18n = {
  t,
  exists,
  list,
  entry,
  get language(): Language {
    return language;
  },
};

function loadArea(lang: TranslatedLanguage, area: Catalogue): Promise<void> {
  const source = sources.get(area);
  if (!source) return Promise.resolve();
  const id = `${lang}\n${typeof source === 'string' ? source : englishCatalogues.indexOf(area)}`;
  let load = areaLoads.get(id);
  if (!load) {
    const loaded =
      typeof source === 'string'
        ? languageFiles(lang).then((files) => loadCatalogue(files.areas[source]))
        : Promise.resolve(source(lang));
    load = loaded.then(
      (catalogue) => {
        if (!catalogue) return;
        translatorOf(lang).add(catalogue);
        // A screen drawn before its area's words arrived is drawn again.
        if (language === lang) changed();
      },
      // A chunk that failed (offline) leaves the area in English; a later visit loads it again.
      () => void areaLoads.delete(id),
    );
    areaLoads.set(id, load);
  }
  return load;
}

/**
 * Adds an area's strings (src/domain/i18n/areas/*.en.ts) to the catalogue, with where its words
 * in other languages come from. Screens call it at module level, so the words arrive with the
 * screen's chunk instead of in the initial bundle; another language's come as a chunk after it
 * (`stringsReady` waits for them).
 */
export function registerStrings(area: Catalogue, source: StringSource): void {
  english.add(area);
  if (!englishCatalogues.includes(area)) englishCatalogues.push(area);
  if (!sources.has(area)) sources.set(area, source);
  for (const lang of wanted) void loadArea(lang, area);
}

/** Settles once every catalogue asked for so far in the reader's language is in (at once for English). */
export async function stringsReady(): Promise<void> {
  if (language === 'en' && !wanted.size) return;
  await Promise.all([...wanted].map((lang) => cores.get(lang)));
  await Promise.all([...wanted].flatMap((lang) => [...sources.keys()].map((area) => loadArea(lang, area))));
}

function loadLanguage(lang: TranslatedLanguage): Promise<void> {
  wanted.add(lang);
  let core = cores.get(lang);
  if (!core) {
    core = Promise.all([
      languageFiles(lang).then((files) => loadCatalogue(files.core)),
      import('./message-rewording.ts'),
    ]).then(([catalogue, rewording]) => {
      if (catalogue) translatorOf(lang).add(catalogue);
      coreLoaded.add(lang);
      reword ??= rewording.messageRewording(englishCatalogues, (key, vars) => t(key, vars));
    });
    core.catch(() => cores.delete(lang));
    cores.set(lang, core);
  }
  for (const area of sources.keys()) void loadArea(lang, area);
  return stringsReady();
}

/**
 * Switches the app's language: loads its chunks first (the screen keeps its words until they are
 * in), then every component reading `useTranslation` renders again. `<html lang>` follows.
 */
export async function setLanguage(next: Language): Promise<void> {
  if (next !== 'en') await loadLanguage(next);
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  changed();
}

/** Counts changes of the words (a switch, an area's words arriving): what components subscribe to. */
let version = 0;
function changed(): void {
  version++;
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentVersion = () => version;
const currentLanguage = () => language;

interface Translation {
  t: TFunction;
  /** The list of strings at a key (paragraphs, a spec row). */
  list: (key: string) => string[];
  language: Language;
}
// One object per language, so a component's memo that depends on `t` is made again on a switch.
const translations = Object.fromEntries(
  LANGUAGES.map((lang): [Language, Translation] => [
    lang,
    { t: (key, vars) => t(key, vars), list: (key) => list(key), language: lang },
  ]),
) as Record<Language, Translation>;

/** `t` for a component, which renders again when the language changes. */
export function useTranslation(): Translation {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return translations[language];
}

/** The language now, for a component that words something itself (dates, lists). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/**
 * Words a message from the server or a schema: catalogue keys are translated; a server message,
 * which comes worded in English (the API's contract), is worded in the reader's language; other
 * text is kept.
 */
export function wordMessage(message: string): string {
  if (exists(message)) return t(message);
  return (activeTranslator() && reword?.(message)) || message;
}
