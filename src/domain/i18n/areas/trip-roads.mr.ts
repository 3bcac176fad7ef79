/** Marathi of trip-roads.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { tripRoadsEn } from './trip-roads.en.ts';
import type { Translated } from '../translated.ts';

export const tripRoadsMr: Translated<typeof tripRoadsEn> = {
  roads: {
    source: 'राष्ट्रीय महामार्गांवरून रस्त्याचे अंतर (© OpenStreetMap योगदानकर्ते)',
    sourceEstimated: 'रस्त्याचे अंतर अंदाजे: या ठिकाणांदरम्यान राष्ट्रीय महामार्गाचा कोणताही मार्ग सापडला नाही.',
    sourceProvider: {
      osrm: 'OSRM राउटिंग सेवेद्वारे रस्त्याचे अंतर',
      google: 'Google Maps द्वारे रस्त्याचे अंतर',
    },
    access: 'महामार्गापर्यंत जाण्या-येण्याचे {{km}} km समाविष्ट, अंदाजे',
    accessAndGaps: 'महामार्गापर्यंत जाण्या-येण्याचे {{km}} km आणि महामार्गाच्या डेटामधील त्रुटींमधून {{gaps}} km समाविष्ट, अंदाजे',
    gaps: 'महामार्गाच्या डेटामधील त्रुटींमधून {{gaps}} km समाविष्ट, अंदाजे',
    hills: 'घाटातील वळणदार रस्त्याच्या {{km}} km वर {{pct}}% जास्त ऊर्जा समाविष्ट, गृहीत',
    hillsNote:
      'घाटातील वळणदार रस्त्यावर प्लॅन सपाट भागापेक्षा प्रति km {{pct}}% जास्त ऊर्जा धरतो (या मार्गाचे {{km}} km): हे आमचे गृहीतक आहे, कारण भारतीय डोंगरी महामार्गांसाठी कोणताही प्रकाशित आकडा सापडला नाही. डोंगराळ भागातील बॅटरीची पातळी अंदाजे आहे; जास्त राखीव चार्ज ठेवा.',
    mapLabel: 'मार्ग आणि चार्जिंग स्टेशन्सचा नकाशा',
  },
};
