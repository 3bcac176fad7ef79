import { beforeAll, describe, expect, it } from 'vitest';
import { Gazetteer } from './gazetteer.server.ts';
import { latinOf, skeletonOf } from './script-query.server.ts';
import { SCRIPT_QUERIES } from './script-queries.table.ts';

/** The line issue 41 draws: at least this share of each language's queries finds the English name's place first. */
const LINE = 0.9;

let g: Gazetteer;
beforeAll(() => {
  g = Gazetteer.load();
});

const firstOf = (query: string) => g.autocomplete(query, 6)[0];

describe('a place typed in its own script finds the place its English name finds (issue 41)', () => {
  it('writes the scripts in Latin letters, consonants as English spellings have them', () => {
    expect(latinOf('ಕೋರಮಂಗಲ')).toBe('koramangala');
    expect(skeletonOf(latinOf('கிண்டி'))).toBe(skeletonOf('guindy'));
    expect(skeletonOf(latinOf('कोथरूड'))).toBe(skeletonOf('kothrud'));
    expect(skeletonOf(latinOf('সল্টলেক'))).toBe(skeletonOf('salt lake'));
    expect(skeletonOf(latinOf('అమీర్‌పేట్'))).toBe(skeletonOf('ameerpet'));
    expect(skeletonOf(latinOf('കോഴിക്കോട്'))).toBe(skeletonOf('kozhikode'));
  });

  it.each(Object.entries(SCRIPT_QUERIES))('in %s, at least 90% of 30 or more queries', (language, rows) => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const [query, english] of rows) {
      const expected = firstOf(english);
      const found = firstOf(query);
      if (!expected || found?.placeId !== expected.placeId)
        wrong.push(`${query} → ${found?.description ?? 'nothing'} (${english}: ${expected?.description ?? 'nothing'})`);
    }
    const share = (rows.length - wrong.length) / rows.length;
    console.log(
      `place search in ${language}: ${rows.length - wrong.length}/${rows.length} right first (${Math.round(share * 100)}%)${wrong.length ? `; missed: ${wrong.join('; ')}` : ''}`,
    );
    expect(share).toBeGreaterThanOrEqual(LINE);
  });

  it('resolves a trip end typed in its own script, and narrows by a town in the same script', () => {
    const koramangala = g.geocode('ಕೋರಮಂಗಲ');
    expect(koramangala?.kind === 'place' && koramangala.place.name).toMatch(/^Koramangala/);
    expect(firstOf('ಕೋರಮಂಗಲ, ಬೆಂಗಳೂರು')?.description).toMatch(/^Koramangala/);
  });
});
