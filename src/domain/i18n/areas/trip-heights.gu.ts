/** Gujarati of trip-heights.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { tripHeightsEn } from './trip-heights.en.ts';

export const tripHeightsGu: Translated<typeof tripHeightsEn> = {
  heights: {
    climb: 'ચઢાણ {{climb}} m · ઉતરાણ {{descent}} m',
    noData: 'અહીં ઊંચાઈનો ડેટા નથી, અંદાજિત',
    mass: '{{people}} મુસાફરો સાથે {{kg}} kg ગણીને',
    massAssumed: '{{people}} મુસાફરો સાથે {{kg}} kg ગણીને; વાહનનું વજન અંદાજિત છે',
    profileTitle: 'રૂટ પર રસ્તાની ઊંચાઈ અને બેટરી',
    profileSummary:
      'રસ્તો {{from}} m થી શરૂ થાય છે, km {{maxKm}} પર સૌથી ઊંચો {{max}} m છે અને {{to}} m પર પૂરો થાય છે. બેટરી {{startPct}}% થી {{endPct}}% સુધી જાય છે, km {{minKm}} પર સૌથી ઓછી {{minPct}}%.',
    stop: 'સ્ટોપ {{n}}',
    heightLegend: 'રસ્તાની ઊંચાઈ',
    batteryLegend: 'બેટરી %',
    source: 'ઊંચાઈ: GMTED2010 ભૂપ્રદેશ ડેટા, U.S. Geological Survey ના સૌજન્યથી',
  },
};
