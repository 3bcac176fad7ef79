/** Telugu of trip-roads.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { tripRoadsEn } from './trip-roads.en.ts';
import type { Translated } from '../translated.ts';

export const tripRoadsTe: Translated<typeof tripRoadsEn> = {
  roads: {
    source: 'జాతీయ రహదారుల ద్వారా రోడ్డు దూరం (© OpenStreetMap కంట్రిబ్యూటర్లు)',
    sourceEstimated: 'రోడ్డు దూరం అంచనా: ఈ ప్రదేశాల మధ్య జాతీయ రహదారి మార్గం ఏదీ కనిపించలేదు.',
    sourceProvider: {
      osrm: 'OSRM రూటింగ్ సేవ ద్వారా రోడ్డు దూరం',
      google: 'Google Maps ద్వారా రోడ్డు దూరం',
    },
    access: 'రహదారికి వెళ్లే, వచ్చే {{km}} km కలిపి, అంచనా',
    accessAndGaps: 'రహదారికి వెళ్లే, వచ్చే {{km}} km మరియు రహదారి డేటాలోని ఖాళీల మీదుగా {{gaps}} km కలిపి, అంచనా',
    gaps: 'రహదారి డేటాలోని ఖాళీల మీదుగా {{gaps}} km కలిపి, అంచనా',
    hills: '{{km}} km మలుపుల కొండ రోడ్డుపై {{pct}}% ఎక్కువ శక్తి కలిపి, ఊహించినది',
    hillsNote:
      'మలుపుల కొండ రోడ్డుపై (ఈ మార్గంలో {{km}} km) మైదానాల కంటే ప్రతి km కు {{pct}}% ఎక్కువ శక్తిని ప్లాన్ లెక్కిస్తుంది: భారతదేశ పర్వత రహదారుల కోసం ప్రచురించిన గణాంకం ఏదీ దొరకనందున ఇది మా ఊహ. కొండల్లో బ్యాటరీ స్థాయిలు అంచనాలు మాత్రమే; ఎక్కువ రిజర్వ్ ఉంచుకోండి.',
    mapLabel: 'మార్గం మరియు ఛార్జింగ్ స్టేషన్ల మ్యాప్',
  },
};
