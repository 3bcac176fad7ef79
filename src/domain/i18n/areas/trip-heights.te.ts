/** Telugu of trip-heights.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { tripHeightsEn } from './trip-heights.en.ts';

export const tripHeightsTe: Translated<typeof tripHeightsEn> = {
  heights: {
    climb: 'ఎక్కాల్సిన ఎత్తు {{climb}} m · దిగాల్సిన ఎత్తు {{descent}} m',
    noData: 'ఇక్కడ ఎత్తు డేటా లేదు, అంచనా',
    mass: '{{people}} మందితో {{kg}} kg గా లెక్కించాం',
    massAssumed: '{{people}} మందితో {{kg}} kg గా లెక్కించాం; వాహనం బరువు అంచనా',
    profileTitle: 'మార్గంలో రోడ్డు ఎత్తు మరియు బ్యాటరీ',
    profileSummary:
      'రోడ్డు {{from}} m వద్ద మొదలై, km {{maxKm}} వద్ద అత్యధికంగా {{max}} m ఎత్తుకు చేరి, {{to}} m వద్ద ముగుస్తుంది. బ్యాటరీ {{startPct}}% నుండి {{endPct}}% కు వెళ్తుంది, km {{minKm}} వద్ద అత్యల్పంగా {{minPct}}%.',
    stop: 'స్టాప్ {{n}}',
    heightLegend: 'రోడ్డు ఎత్తు',
    batteryLegend: 'బ్యాటరీ %',
    source: 'ఎత్తులు: GMTED2010 భూభాగ డేటా, U.S. Geological Survey సౌజన్యంతో',
  },
};
