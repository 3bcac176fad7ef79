import type { Glossary } from './glossary/glossary.ts';
import type { LanguageFiles } from './language-file-types.ts';
import type { TranslatedLanguage } from './languages.ts';

export type { LanguageFiles } from './language-file-types.ts';

/**
 * Each language's registry of translation files (issue 41), itself a chunk of its own: the web
 * app's initial bundle holds only these eight loaders, and a reader fetches only their language's
 * registry and, through it, the files their screens need.
 */
const registries: Readonly<Record<TranslatedLanguage, () => Promise<LanguageFiles>>> = {
  hi: () => import('./files/hi.generated.ts').then((m) => m.files),
  mr: () => import('./files/mr.generated.ts').then((m) => m.files),
  ta: () => import('./files/ta.generated.ts').then((m) => m.files),
  te: () => import('./files/te.generated.ts').then((m) => m.files),
  kn: () => import('./files/kn.generated.ts').then((m) => m.files),
  bn: () => import('./files/bn.generated.ts').then((m) => m.files),
  ml: () => import('./files/ml.generated.ts').then((m) => m.files),
  gu: () => import('./files/gu.generated.ts').then((m) => m.files),
};

const loadedRegistries = new Map<TranslatedLanguage, Promise<LanguageFiles>>();

/** A language's registry, fetched once. */
export function languageFiles(language: TranslatedLanguage): Promise<LanguageFiles> {
  let files = loadedRegistries.get(language);
  if (!files) {
    files = registries[language]();
    loadedRegistries.set(language, files);
  }
  return files;
}

export type Catalogue = Readonly<Record<string, unknown>>;
const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a loader gives when it is a catalogue (an object of strings); undefined for a missing or misnamed file. */
export async function loadCatalogue(load: LanguageFiles['core']): Promise<Catalogue | undefined> {
  const value = await load?.();
  return isCatalogue(value) ? value : undefined;
}

/** Everything a language has on disk, for the server (which words its pages and files in every language) and tests. */
export interface LanguageCatalogues {
  core?: Catalogue;
  areas: Record<string, Catalogue>;
  /** `{ stateNames: { Maharashtra: 'महाराष्ट्र', … } }`, as the web's state names read them. */
  stateNames?: Catalogue;
  glossary?: Glossary;
}

export async function loadLanguageCatalogues(language: TranslatedLanguage): Promise<LanguageCatalogues> {
  const files = await languageFiles(language);
  const areas: Record<string, Catalogue> = {};
  await Promise.all(
    Object.entries(files.areas).map(async ([area, load]) => {
      const catalogue = await loadCatalogue(load);
      if (catalogue) areas[area] = catalogue;
    }),
  );
  const stateNames = await loadCatalogue(files.stateNames);
  const glossary = await files.glossary?.();
  return {
    core: await loadCatalogue(files.core),
    areas,
    stateNames: stateNames ? { stateNames } : undefined,
    glossary: Array.isArray(glossary) ? (glossary as Glossary) : undefined,
  };
}
