/** Telugu of station-cards.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { stationCardsEn } from './station-cards.en.ts';
import type { Translated } from '../translated.ts';

export const stationCardsTe: Translated<typeof stationCardsEn> = {
  stationCard: {
    summary: {
      charged: 'ఛార్జింగ్ సరిగ్గా అయింది',
      notWorking: 'పని చేయడం లేదని తెలిపారు',
      waited: 'రద్దీగా ఉంది, డ్రైవర్లు వేచి ఉన్నారు',
      notFound: 'కనిపించలేదని తెలిపారు',
      none: 'ఇంకా చెక్-ఇన్‌లు లేవు',
      count_one: '30 రోజుల్లో {{count}} చెక్-ఇన్',
      count_other: '30 రోజుల్లో {{count}} చెక్-ఇన్‌లు',
    },
    ago: {
      justNow: 'ఇప్పుడే',
      minutes_one: '{{count}} నిమి. క్రితం',
      minutes_other: '{{count}} నిమి. క్రితం',
      hours_one: '{{count}} గం. క్రితం',
      hours_other: '{{count}} గం. క్రితం',
      days_one: '{{count}} రోజు క్రితం',
      days_other: '{{count}} రోజుల క్రితం',
    },
    latest: '{{state}} · {{ago}}',
    ratingFromCheckIns: 'చెక్-ఇన్‌ల ఆధారంగా',
    details: 'చెక్-ఇన్‌లు మరియు వివరాలు',
    detailsFor: 'చెక్-ఇన్‌లు మరియు వివరాలు, {{name}}',
  },
};
