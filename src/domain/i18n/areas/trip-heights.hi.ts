/** Hindi of trip-heights.en.ts; not yet reviewed by anyone outside the team; written December 2026. */
import type { Translated } from '../translated.ts';
import type { tripHeightsEn } from './trip-heights.en.ts';

export const tripHeightsHi: Translated<typeof tripHeightsEn> = {
  heights: {
    climb: 'चढ़ाई {{climb}} m · उतराई {{descent}} m',
    noData: 'यहाँ ऊँचाई का डेटा नहीं है, अनुमानित',
    mass: '{{people}} सवारों के साथ {{kg}} kg मानकर',
    massAssumed: '{{people}} सवारों के साथ {{kg}} kg मानकर; गाड़ी का वज़न अनुमानित है',
    profileTitle: 'रास्ते पर सड़क की ऊँचाई और बैटरी',
    profileSummary:
      'सड़क {{from}} m से शुरू होती है, km {{maxKm}} पर सबसे ऊँची {{max}} m है और {{to}} m पर खत्म होती है। बैटरी {{startPct}}% से {{endPct}}% तक जाती है, km {{minKm}} पर सबसे कम {{minPct}}%।',
    stop: 'स्टॉप {{n}}',
    heightLegend: 'सड़क की ऊँचाई',
    batteryLegend: 'बैटरी %',
    source: 'ऊँचाई: GMTED2010 टेरेन डेटा, U.S. Geological Survey के सौजन्य से',
  },
};
