import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedFiles, languageFilesSource, FILES_DIR } from '../../../scripts/language-files.mjs';
import { STATE_NAMES_HI } from '../places/state-names-hi.ts';
import { englishAreas } from './areas/all-areas.ts';
import { catalogueLeaves } from './catalogue-leaves.ts';
import { en } from './en.ts';
import { loadLanguageCatalogues, type Catalogue } from './language-files.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages.ts';
import { LANGUAGE_SCRIPTS, SCRIPT_LETTERS } from './scripts.ts';

/**
 * Every language's catalogues against English (issues 18, 41): each area and the core has a file
 * per language, exported under its expected name, with every English key and no other, the same
 * placeholders, and words in the language's own script. A missing file or key fails here, by name:
 * the build never does (scripts/language-files.mjs leaves a missing file out of the registry).
 */

const leaves = catalogueLeaves;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).toSorted();
const I18N_DIR = path.resolve(import.meta.dirname);
const englishOf: Record<string, Catalogue> = { core: en, ...englishAreas };

describe.each(TRANSLATED_LANGUAGES)('the %s catalogues', (language: TranslatedLanguage) => {
  const expected = expectedFiles(language);
  const loaded = loadLanguageCatalogues(language);
  const script = LANGUAGE_SCRIPTS[language];
  const letters = SCRIPT_LETTERS[script];
  const files = [['core', expected.core] as const, ...Object.entries(expected.areas)];

  it('are all in the registry as they are on disk (npm run typecheck or any build writes it again)', () => {
    const registry = path.join(FILES_DIR, `${language}.generated.ts`);
    expect(fs.readFileSync(registry, 'utf8')).toBe(languageFilesSource(language));
  });

  it.each(files)('have the %s file, exporting its catalogue under the expected name', async (name, file) => {
    const where = `src/domain/i18n/${file.file}`;
    expect(fs.existsSync(path.join(I18N_DIR, file.file)), `missing file ${where} (export const ${file.name})`).toBe(
      true,
    );
    const { core, areas } = await loaded;
    const catalogue = name === 'core' ? core : areas[name];
    expect(catalogue, `${where} must export \`${file.name}\``).toBeDefined();
  });

  it.each(files)('%s: every English key, and no other', async (name, file) => {
    const { core, areas } = await loaded;
    const catalogue = name === 'core' ? core : areas[name];
    if (!catalogue) return expect.fail(`missing file src/domain/i18n/${file.file} (export const ${file.name})`);
    const english = leaves(englishOf[name]);
    const own = leaves(catalogue);
    const missing = [...english.keys()].filter((key) => !own.has(key));
    const extra = [...own.keys()].filter((key) => !english.has(key));
    expect({ file: file.file, missing, extra }).toEqual({ file: file.file, missing: [], extra: [] });
  });

  it.each(files)('%s: keeps each string’s placeholders, the same number of times', async (name) => {
    const { core, areas } = await loaded;
    const catalogue = name === 'core' ? core : areas[name];
    if (!catalogue) return;
    const own = leaves(catalogue);
    const wrong = [...leaves(englishOf[name])].filter(
      ([key, text]) =>
        typeof text === 'string' &&
        own.has(key) &&
        placeholders(text).join() !== placeholders(String(own.get(key))).join(),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it.each(files)(`%s: is written in ${script} wherever the English has words`, async (name) => {
    const { core, areas } = await loaded;
    const catalogue = name === 'core' ? core : areas[name];
    if (!catalogue) return;
    const own = leaves(catalogue);
    // A sentence left in Latin letters alone, the same as the English, is an untranslated string
    // (units, brands and figures are short, and may stay as they are).
    const untranslated = [...leaves(englishOf[name])].filter(([key, text]) => {
      const translated = own.get(key);
      return (
        typeof text === 'string' &&
        typeof translated === 'string' &&
        /[a-z]{4,}\s+[a-z]{3,}\s+[a-z]{3,}/i.test(text.replace(/\{\{\w+\}\}/g, '')) &&
        !letters.test(translated) &&
        translated === text
      );
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('names every state and union territory', async () => {
    const where = `src/domain/places/state-names-${language}.ts`;
    const { stateNames } = await loaded;
    expect(stateNames, `missing file ${where} (export const ${expected.stateNames.name})`).toBeDefined();
    const names = (stateNames?.stateNames ?? {}) as Record<string, unknown>;
    expect(Object.keys(names).toSorted()).toEqual(Object.keys(STATE_NAMES_HI).toSorted());
    const notInScript = Object.entries(names).filter(([, name]) => typeof name !== 'string' || !letters.test(name));
    expect(notInScript.map(([state]) => state)).toEqual([]);
  });
});
