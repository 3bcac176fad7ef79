import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, TRANSLATED_LANGUAGES } from './languages.ts';
import { catalogueLeaves as leaves } from './catalogue-leaves.ts';
import { loadLanguageCatalogues } from './language-files.ts';
import { createTranslator } from './translator.ts';

const FORMS = { n: { x_one: 'one', x_other: 'other' } };
const COUNTS = [0, 1, 2, 5, 21];

describe.each(LANGUAGES)('plurals in %s (issues 18, 41)', (language) => {
  const t = createTranslator([FORMS], language).t;
  const rules = new Intl.PluralRules(language);

  it.each(COUNTS)('pick CLDR’s form for %i, as Intl.PluralRules does', (count) => {
    const category = rules.select(count);
    expect(t('n.x', { count })).toBe(category === 'one' ? 'one' : 'other');
  });

  it('need only the one and other forms (no language of the app has few, many, two or zero)', () => {
    expect(rules.resolvedOptions().pluralCategories.toSorted()).toEqual(['one', 'other']);
  });
});

describe('Hindi plurals', () => {
  it('pick the forms of CLDR’s Hindi rule (0 and 1 take “one”), without an Intl object', () => {
    const t = createTranslator([FORMS], 'hi').t;
    const rules = new Intl.PluralRules('hi');
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0, max: 1000, noNaN: true })),
        (count) => {
          expect(t('n.x', { count })).toBe(rules.select(count) === 'one' ? 'one' : 'other');
        },
      ),
    );
  });
});

describe.each(TRANSLATED_LANGUAGES)('the %s catalogues’ plural keys', (language) => {
  it('give every key_one its key_other, so each count finds a form', async () => {
    const { core, areas } = await loadLanguageCatalogues(language);
    const keys = new Set(
      [core, ...Object.values(areas)].filter(Boolean).flatMap((catalogue) => [...leaves(catalogue).keys()]),
    );
    const lonely = [...keys].filter((key) => key.endsWith('_one') && !keys.has(key.replace(/_one$/, '_other')));
    expect(lonely).toEqual([]);
    expect(keys.size, `no catalogues for ${language} yet`).toBeGreaterThan(0);
  });
});
