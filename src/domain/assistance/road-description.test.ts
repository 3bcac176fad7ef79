import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assistanceEn } from '../i18n/areas/assistance.en.ts';
import { assistanceHi } from '../i18n/areas/assistance.hi.ts';
import { createTranslator } from '../i18n/translator.ts';
import { placeWordsText } from './place-words-text.ts';
import { compareRefs, compassFrom, landmarkTown, mainRef, nearestRoad, placeWords } from './road-description.ts';

const PANIPAT = { name: 'Panipat', native: 'पानीपत', lat: 29.3909, lng: 76.9635, importance: 28.5 };
const en = createTranslator([assistanceEn]).t;
const hi = createTranslator([assistanceHi], 'hi').t;

describe('where a stranded person is, in words', () => {
  it("says 'NH-44, 12 km north of Panipat' for a point on NH-44 12 km north of the town", () => {
    const p = { lat: PANIPAT.lat + 12 / 111.2, lng: PANIPAT.lng };
    const road = nearestRoad([{ refs: ['NH-44'], points: [p.lng, p.lat - 0.1, p.lng, p.lat + 0.1] }], p);
    const words = placeWords(p, road, PANIPAT);
    expect(words).toMatchObject({ road: 'NH-44', town: 'Panipat', km: 12, direction: 'north' });
    expect(placeWordsText(words, en)).toBe('NH-44, 12 km north of Panipat');
    expect(placeWordsText(words, hi, 'hi')).toBe('NH-44, पानीपत से 12 किमी उत्तर');
  });

  it('names no road farther than 2 km away, and no town farther than 60 km', () => {
    const p = { lat: 20, lng: 78 };
    expect(nearestRoad([{ refs: ['NH-44'], points: [78.03, 19.9, 78.03, 20.1] }], p)).toBeNull();
    expect(placeWords(p, null, { name: 'Far', lat: 21, lng: 78 })).toEqual({
      road: null,
      town: null,
      town_hi: '',
      km: 0,
      direction: null,
    });
    expect(placeWordsText(placeWords(p, null, null), en)).toBe('');
  });

  it('gives the direction from the town to the point on an 8-point compass', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.9, noNaN: true }), (degrees) => {
        const rad = (degrees * Math.PI) / 180;
        const p = { lat: 25 + 0.1 * Math.cos(rad), lng: 80 + (0.1 * Math.sin(rad)) / Math.cos((25 * Math.PI) / 180) };
        const expected = ['north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west'][
          Math.round(degrees / 45) % 8
        ];
        // Away from the sector edges the flat-earth bearing is the same sector.
        if (Math.abs((degrees % 45) - 22.5) < 1) return;
        expect(compassFrom({ lat: 25, lng: 80 }, p)).toBe(expected);
      }),
    );
  });

  it('calls a way by its lowest national highway, written NH-<n>', () => {
    expect(mainRef(['NH-548A', 'NH48'])).toBe('NH-48');
    expect(mainRef(['SH-12'])).toBeNull();
    expect(compareRefs('NH-44', 'NH-44A')).toBeLessThan(0);
    expect(compareRefs('NH-44', 'NH-144')).toBeLessThan(0);
  });

  it('names the better known town of two when it is not much farther, and the nearer of two equally known', () => {
    const p = { lat: 29.4926, lng: 76.972 };
    const gharaunda = { name: 'Gharaunda', lat: 29.5395, lng: 76.9712, importance: 5.5 };
    expect(landmarkTown([gharaunda, PANIPAT], p)?.name).toBe('Panipat');
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 0.5, noNaN: true }),
        fc.double({ min: 0.01, max: 0.5, noNaN: true }),
        (a, b) => {
          const near = { name: 'A', lat: 25 + Math.min(a, b), lng: 80, importance: 3 };
          const far = { name: 'B', lat: 25 - Math.max(a, b) - 0.001, lng: 80, importance: 3 };
          expect(landmarkTown([far, near], { lat: 25, lng: 80 })?.name).toBe('A');
        },
      ),
    );
  });
});
