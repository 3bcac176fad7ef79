import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountDataEn } from './areas/account-data.en.ts';
import { accountDataHi } from './areas/account-data.hi.ts';
import { blogsEn } from './areas/blogs.en.ts';
import { blogsHi } from './areas/blogs.hi.ts';
import { buyEn } from './areas/buy.en.ts';
import { buyHi } from './areas/buy.hi.ts';
import { checkinsEn } from './areas/checkins.en.ts';
import { checkinsHi } from './areas/checkins.hi.ts';
import { earnEn } from './areas/earn.en.ts';
import { earnHi } from './areas/earn.hi.ts';
import { insightsEn } from './areas/insights.en.ts';
import { insightsHi } from './areas/insights.hi.ts';
import { myDataFileEn } from './areas/my-data-file.en.ts';
import { myDataFileHi } from './areas/my-data-file.hi.ts';
import { liveStatusEn } from './areas/live-status.en.ts';
import { liveStatusHi } from './areas/live-status.hi.ts';
import { rtoEn } from './areas/rto.en.ts';
import { rtoHi } from './areas/rto.hi.ts';
import { stationCardsEn } from './areas/station-cards.en.ts';
import { stationCardsHi } from './areas/station-cards.hi.ts';
import { tcoEn } from './areas/tco.en.ts';
import { tcoHi } from './areas/tco.hi.ts';
import { trafficEn } from './areas/traffic.en.ts';
import { trafficHi } from './areas/traffic.hi.ts';
import { tripRoadsEn } from './areas/trip-roads.en.ts';
import { tripHeightsEn } from './areas/trip-heights.en.ts';
import { tripRoadsHi } from './areas/trip-roads.hi.ts';
import { tripHeightsHi } from './areas/trip-heights.hi.ts';
import { tripsEn } from './areas/trips.en.ts';
import { tripsHi } from './areas/trips.hi.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { createTranslator } from './translator.ts';

/** Every leaf of a catalogue (strings, and whatever else: an illustration's name), keyed by its dotted path. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
    }
  } else out.set(prefix, node);
  return out;
}

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).toSorted();
const DEVANAGARI = /[\u0900-\u097F]/;

const pairs = [
  ['core', en, hi],
  ['blogs', blogsEn, blogsHi],
  ['buy', buyEn, buyHi],
  ['checkins', checkinsEn, checkinsHi],
  ['earn', earnEn, earnHi],
  ['insights', insightsEn, insightsHi],
  ['rto', rtoEn, rtoHi],
  ['trips', tripsEn, tripsHi],
  ['tripRoads', tripRoadsEn, tripRoadsHi],
  ['tripHeights', tripHeightsEn, tripHeightsHi],
  ['tco', tcoEn, tcoHi],
  ['stationCards', stationCardsEn, stationCardsHi],
  ['accountData', accountDataEn, accountDataHi],
  ['traffic', trafficEn, trafficHi],
  ['myDataFile', myDataFileEn, myDataFileHi],
  ['liveStatus', liveStatusEn, liveStatusHi],
] as const;

describe.each(pairs)('the Hindi of the %s catalogue', (_name, english, hindi) => {
  const enLeaves = leaves(english);
  const hiLeaves = leaves(hindi);

  it('has every key of the English, and no other', () => {
    expect([...hiLeaves.keys()].toSorted()).toEqual([...enLeaves.keys()].toSorted());
  });

  it('keeps each string’s placeholders, the same number of times', () => {
    const wrong = [...enLeaves].filter(
      ([key, text]) =>
        typeof text === 'string' && placeholders(text).join() !== placeholders(String(hiLeaves.get(key))).join(),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('is written in Devanagari wherever the English has words (names, units and figures aside)', () => {
    // A string of letters the Hindi left in Latin letters alone is an untranslated string,
    // unless it is the same as the English on purpose (a unit, a brand, a figure).
    const untranslated = [...enLeaves].filter(([key, text]) => {
      const translated = hiLeaves.get(key);
      return (
        typeof text === 'string' &&
        typeof translated === 'string' &&
        /[a-z]{4,}\s+[a-z]{3,}\s+[a-z]{3,}/i.test(text.replace(/\{\{\w+\}\}/g, '')) &&
        !DEVANAGARI.test(translated) &&
        translated === text
      );
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

describe('Hindi plurals', () => {
  it('pick the forms of CLDR’s Hindi rule (0 and 1 take “one”), without an Intl object', () => {
    const t = createTranslator([{ n: { x_one: 'one', x_other: 'other' } }], 'hi').t;
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
