/** Bengali of trip-heights.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { tripHeightsEn } from './trip-heights.en.ts';

export const tripHeightsBn: Translated<typeof tripHeightsEn> = {
  heights: {
    climb: 'চড়াই {{climb}} m · উতরাই {{descent}} m',
    noData: 'এখানে উচ্চতার ডেটা নেই, আনুমানিক',
    mass: '{{people}} জন যাত্রী নিয়ে {{kg}} kg ধরে হিসাব',
    massAssumed: '{{people}} জন যাত্রী নিয়ে {{kg}} kg ধরে হিসাব; গাড়ির ওজন আনুমানিক',
    profileTitle: 'রুট বরাবর রাস্তার উচ্চতা ও ব্যাটারি',
    profileSummary:
      'রাস্তা {{from}} m-এ শুরু হয়, km {{maxKm}}-এ সবচেয়ে উঁচু {{max}} m এবং {{to}} m-এ শেষ হয়। ব্যাটারি {{startPct}}% থেকে {{endPct}}%-এ যায়, km {{minKm}}-এ সবচেয়ে কম {{minPct}}%।',
    stop: 'স্টপ {{n}}',
    heightLegend: 'রাস্তার উচ্চতা',
    batteryLegend: 'ব্যাটারি %',
    source: 'উচ্চতা: GMTED2010 ভূখণ্ডের ডেটা, U.S. Geological Survey-এর সৌজন্যে',
  },
};
