/** Marathi of trip-heights.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { tripHeightsEn } from './trip-heights.en.ts';

export const tripHeightsMr: Translated<typeof tripHeightsEn> = {
  heights: {
    climb: 'चढ {{climb}} m · उतार {{descent}} m',
    noData: 'येथे उंचीचा डेटा नाही, अंदाजे',
    mass: '{{people}} प्रवाशांसह {{kg}} kg मानून',
    massAssumed: '{{people}} प्रवाशांसह {{kg}} kg मानून; वाहनाचे वजन अंदाजे आहे',
    profileTitle: 'मार्गावरील रस्त्याची उंची आणि बॅटरी',
    profileSummary:
      'रस्ता {{from}} m वर सुरू होतो, km {{maxKm}} वर सर्वात उंच {{max}} m आहे आणि {{to}} m वर संपतो. बॅटरी {{startPct}}% पासून {{endPct}}% पर्यंत जाते, km {{minKm}} वर सर्वात कमी {{minPct}}%.',
    stop: 'थांबा {{n}}',
    heightLegend: 'रस्त्याची उंची',
    batteryLegend: 'बॅटरी %',
    source: 'उंची: GMTED2010 भूप्रदेश डेटा, U.S. Geological Survey च्या सौजन्याने',
  },
};
