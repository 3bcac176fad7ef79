import { useSyncExternalStore } from 'react';
import { en } from '../../domain/i18n/en.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { createTranslator, type TFunction, type TranslateVars } from '../../domain/i18n/translator.ts';

export type { TFunction } from '../../domain/i18n/translator.ts';

type Catalogue = Readonly<Record<string, unknown>>;
/** Loads an area's Hindi catalogue: a chunk of its own, fetched only for a Hindi reader. */
export type HindiLoader = () => Promise<Catalogue>;

/**
 * The app's words in English or Hindi (issue 18), through the same translator the server uses
 * ({{placeholders}}, key_one / key_other plurals). English is in the initial bundle: the core
 * catalogue (src/domain/i18n/en.ts) and each area's strings as its screens load. Hindi comes as
 * chunks of its own, loaded only once a person reads Hindi: the core (hindi-strings.ts) and each
 * registered area's `*.hi.ts`. A key Hindi lacks falls back to English.
 */
const english = createTranslator([en]);
const hindi = createTranslator([], 'hi');
const englishCatalogues: Catalogue[] = [en];

let language: Language = 'en';
/** Set once Hindi is asked for: areas registered from then on load their Hindi at once. */
let hindiWanted = false;
let hindiCore: Promise<void> | undefined;
/** A server message in English, worded in Hindi (hindi-strings.ts), once Hindi is loaded. */
let rewordInHindi: ((message: string) => string | undefined) | undefined;
const hindiLoaders = new Map<Catalogue, HindiLoader>();
const hindiLoads = new Map<Catalogue, Promise<void>>();
const listeners = new Set<() => void>();

const MISSING = '\u0000';
const hindiActive = () => language === 'hi' && hindiCore !== undefined;

function t(key: string, vars?: TranslateVars): string {
  if (hindiActive()) {
    const text = hindi.t(key, { ...vars, defaultValue: MISSING });
    if (text !== MISSING) return text;
  }
  return english.t(key, vars);
}
const list = (key: string): string[] => {
  const found = hindiActive() ? hindi.list(key) : [];
  return found.length ? found : english.list(key);
};
const entry = (key: string): unknown => (hindiActive() ? hindi.entry(key) : undefined) ?? english.entry(key);
const exists = (key: string): boolean => english.exists(key) || hindi.exists(key);

export const i18n = {
  t,
  exists,
  list,
  entry,
  get language(): Language {
    return language;
  },
};

function loadHindiArea(area: Catalogue): Promise<void> {
  let load = hindiLoads.get(area);
  const loader = hindiLoaders.get(area);
  if (!load && loader) {
    load = loader().then((catalogue) => {
      hindi.add(catalogue);
      // A screen drawn before its area's Hindi arrived is drawn again.
      if (language === 'hi') changed();
    });
    hindiLoads.set(area, load);
  }
  return load ?? Promise.resolve();
}

/**
 * Adds an area's strings (src/domain/i18n/areas/*.en.ts) to the catalogue, with the loader of its
 * Hindi. Screens call it at module level, so the words arrive with the screen's chunk instead of in
 * the initial bundle; a Hindi reader's come as a chunk after it (`stringsReady` waits for them).
 */
export function registerStrings(area: Catalogue, hindiArea: HindiLoader): void {
  english.add(area);
  if (!englishCatalogues.includes(area)) englishCatalogues.push(area);
  if (!hindiLoaders.has(area)) hindiLoaders.set(area, hindiArea);
  if (hindiWanted) void loadHindiArea(area);
}

/** Settles once every Hindi catalogue asked for so far is in (at once for an English reader). */
export async function stringsReady(): Promise<void> {
  if (!hindiWanted) return;
  await hindiCore;
  await Promise.all([...hindiLoaders.keys()].map(loadHindiArea));
}

function loadHindi(): Promise<void> {
  hindiWanted = true;
  hindiCore ??= import('./hindi-strings.ts').then((module) => {
    hindi.add(module.hi);
    rewordInHindi = module.hindiRewording(englishCatalogues, (key, vars) => t(key, vars));
  });
  return stringsReady();
}

/**
 * Switches the app's language: loads Hindi's chunks first (the screen keeps its words until they
 * are in), then every component reading `useTranslation` renders again. `<html lang>` follows.
 */
export async function setLanguage(next: Language): Promise<void> {
  if (next === 'hi') await loadHindi();
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  changed();
}

/** Counts changes of the words (a switch, an area's Hindi arriving): what components subscribe to. */
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
const translations: Record<Language, Translation> = {
  en: { t: (key, vars) => t(key, vars), list: (key) => list(key), language: 'en' },
  hi: { t: (key, vars) => t(key, vars), list: (key) => list(key), language: 'hi' },
};

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
 * which comes worded in English (the API's contract), is worded in Hindi for a Hindi reader; other
 * text is kept.
 */
export function wordMessage(message: string): string {
  if (exists(message)) return t(message);
  return (hindiActive() && rewordInHindi?.(message)) || message;
}
