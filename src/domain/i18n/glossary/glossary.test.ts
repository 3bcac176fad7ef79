import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedFiles } from '../../../../scripts/language-files.mjs';
import { englishAreas } from '../areas/all-areas.ts';
import { en } from '../en.ts';
import { loadLanguageCatalogues } from '../language-files.ts';
import { TRANSLATED_LANGUAGES } from '../languages.ts';
import { glossaryMisses } from './glossary-check.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Hindi came before the glossaries (issue 18); issue 41's seven languages each have one. */
const WITH_GLOSSARY = TRANSLATED_LANGUAGES.filter((language) => language !== 'hi');

describe.each(WITH_GLOSSARY)('the %s glossary (issue 41)', (language) => {
  const expected = expectedFiles(language).glossary;
  const loaded = loadLanguageCatalogues(language);

  it('exists, with its sources written in docs/glossary', async () => {
    const { glossary } = await loaded;
    expect(
      glossary,
      `missing src/domain/i18n/${expected.file} (export const ${expected.name}: Glossary)`,
    ).toBeDefined();
    expect(glossary?.length).toBeGreaterThanOrEqual(8);
    for (const entry of glossary ?? []) {
      expect(entry.en, 'terms are lower case, as the check reads them').toBe(entry.en.toLowerCase());
      expect(entry.forms.length, entry.en).toBeGreaterThan(0);
    }
    expect(fs.existsSync(path.join(ROOT, `docs/glossary/${language}.md`)), `missing docs/glossary/${language}.md`).toBe(
      true,
    );
  });

  it('holds every catalogue string to its chosen words', async () => {
    const { glossary, core, areas } = await loaded;
    if (!glossary) return expect.fail(`missing src/domain/i18n/${expected.file}`);
    const misses = [
      ...glossaryMisses(glossary, en, core ?? {}),
      ...Object.entries(englishAreas).flatMap(([area, english]) =>
        glossaryMisses(glossary, english, areas[area] ?? {}).map((miss) => ({ ...miss, key: `${area}: ${miss.key}` })),
      ),
    ];
    expect(misses.map((miss) => `${miss.key} (${miss.term}): ${miss.translated}`)).toEqual([]);
  });
});
