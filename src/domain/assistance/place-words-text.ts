import type { PlaceWords } from './road-description.ts';

/** What a translator gives: the catalogue's words for a key, with {{vars}} filled. */
export type Words = (key: string, vars?: Record<string, string | number>) => string;

/**
 * PlaceWords as a line: 'NH-44, 12 km north of Panipat', 'NH-44, at Panipat', 'near Panipat',
 * 'NH-44'; '' when there is nothing to say (the coordinates are shown instead).
 */
export function placeWordsText(words: PlaceWords, t: Words, language: string = 'en'): string {
  const town = language === 'hi' && words.town_hi ? words.town_hi : words.town;
  const direction = words.direction ? t(`assistance.compass.${words.direction}`) : '';
  const fromTown =
    town === null
      ? ''
      : words.km === 0 || !direction
        ? t('assistance.where.atTown', { town })
        : t('assistance.where.fromTown', { km: words.km, direction, town });
  if (words.road && fromTown) return t('assistance.where.roadAndTown', { road: words.road, place: fromTown });
  if (words.road) return words.road;
  return fromTown ? t('assistance.where.nearTown', { place: fromTown }) : '';
}
