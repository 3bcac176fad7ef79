import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixDistance, typoBudget } from '../../domain/places/place-text.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';
import { MATCH_EXACT, MATCH_PREFIX, MATCH_TYPO, NameIndex } from './name-index.server.ts';

const place = (name: string, i: number): GazetteerPlace => ({
  key: `place:${i}`,
  kind: 'town',
  id: i,
  name,
  native: '',
  district: '',
  state: '',
  stateCode: 'KA',
  lat: 12,
  lng: 77,
  approximate: false,
  pincode: '',
  admin: false,
  importance: 1,
  names: [name],
  suburb: false,
  typos: true,
});

describe('NameIndex', () => {
  it('finds exact names, prefixes and later words', () => {
    const index = new NameIndex(['koramangala', 'electronics city', 'kora'].map(place));
    expect(index.match('kora', 10)).toEqual(
      new Map([
        [2, MATCH_EXACT],
        [0, MATCH_PREFIX],
      ]),
    );
    expect([...index.match('city', 10).keys()]).toEqual([1]);
  });

  it('finds by typo exactly the names a full edit-distance scan finds: the letter filter never turns one away', () => {
    const word = fc.stringMatching(/^[abcdekmnoru]{4,12}$/);
    // Names near the query: one or two letters changed, a tail added; and unrelated ones.
    const near = (query: string) =>
      fc
        .tuple(
          fc.nat(),
          fc.nat(),
          fc.constantFrom(...'abcdekmnoruxyz'),
          fc.constantFrom(...'abcdekmnoruxyz'),
          fc.stringMatching(/^[a-z]{0,4}$/),
        )
        .map(([i, j, a, b, tail]) => {
          const chars = [...query];
          chars[1 + (i % (chars.length - 1))] = a;
          if (query.length >= 8) chars[1 + (j % (chars.length - 1))] = b;
          return chars.join('') + tail;
        });
    fc.assert(
      fc.property(
        word.chain((query) =>
          fc.tuple(fc.constant(query), fc.uniqueArray(fc.oneof(near(query), word), { minLength: 1, maxLength: 30 })),
        ),
        ([query, names]) => {
          const index = new NameIndex(names.map(place));
          const found = index.match(query, Number.MAX_SAFE_INTEGER);
          const budget = typoBudget(query.length);
          names.forEach((name, i) => {
            if (name[0] !== query[0] || name.startsWith(query)) return;
            const d = prefixDistance(query, name, budget);
            expect(found.get(i), `${query} ~ ${name}`).toBe(d <= budget ? MATCH_TYPO + d / 10 : undefined);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
