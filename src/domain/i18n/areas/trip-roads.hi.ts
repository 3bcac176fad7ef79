/** Hindi of trip-roads.en.ts; not yet reviewed by anyone outside the team; written November 2026. */
import type { Translated } from '../translated.ts';
import type { tripRoadsEn } from './trip-roads.en.ts';

export const tripRoadsHi: Translated<typeof tripRoadsEn> = {
  roads: {
    source: 'राष्ट्रीय राजमार्गों से सड़क की दूरी (© OpenStreetMap के योगदानकर्ता)',
    sourceEstimated: 'सड़क की दूरी अनुमानित है: इन जगहों के बीच राष्ट्रीय राजमार्गों पर कोई रास्ता नहीं मिला।',
    sourceProvider: {
      osrm: 'OSRM रूटिंग सेवा से सड़क की दूरी',
      google: 'Google Maps से सड़क की दूरी',
    },
    access: 'इसमें हाईवे तक आने-जाने के {{km}} km शामिल हैं, अनुमानित',
    accessAndGaps: 'इसमें हाईवे तक आने-जाने के {{km}} km और हाईवे के डेटा में छूटे हिस्सों के {{gaps}} km शामिल हैं, अनुमानित',
    gaps: 'इसमें हाईवे के डेटा में छूटे हिस्सों के {{gaps}} km शामिल हैं, अनुमानित',
    hills: 'इसमें घुमावदार पहाड़ी सड़क के {{km}} km पर {{pct}}% ज़्यादा ऊर्जा शामिल है, माना गया',
    hillsNote:
      'घुमावदार पहाड़ी सड़क पर प्लान मैदानों के मुकाबले हर km पर {{pct}}% ज़्यादा ऊर्जा मानता है (इस रास्ते के {{km}} km): यह हमारा अनुमान है, क्योंकि भारत के पहाड़ी हाईवे के लिए कोई प्रकाशित आँकड़ा नहीं मिला। पहाड़ों में बैटरी के आँकड़े अनुमान हैं; ज़्यादा रिज़र्व रखें।',
    mapLabel: 'रास्ते और चार्जिंग स्टेशनों का नक्शा',
  },
};
