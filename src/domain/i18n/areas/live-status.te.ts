/** Telugu of live-status.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { liveStatusEn } from './live-status.en.ts';
import type { Translated } from '../translated.ts';

export const liveStatusTe: Translated<typeof liveStatusEn> = {
  live: {
    line: 'లైవ్: {{total}}లో {{free}} ఖాళీ',
    lastKnown: 'చివరిగా తెలిసింది: {{total}}లో {{free}} ఖాళీ',
    updated: '{{ago}} అప్‌డేట్ అయింది',
    from: '{{networks}} నుండి',
    inUse_one: '{{count}} వాడుకలో ఉంది',
    inUse_other: '{{count}} వాడుకలో ఉన్నాయి',
    outOfOrder_one: '{{count}} పని చేయడం లేదు',
    outOfOrder_other: '{{count}} పని చేయడం లేదు',
    unknown_one: '{{count}} స్థితి తెలియదు',
    unknown_other: '{{count}} స్థితి తెలియదు',
    state: {
      free: 'ఖాళీ',
      in_use: 'వాడుకలో ఉంది',
      out_of_order: 'పని చేయడం లేదు',
      unknown: 'స్థితి తెలియదు',
    },
    points: 'ఛార్జింగ్ పాయింట్లు',
    heading: 'లైవ్ స్థితి',
    checkInsHeading: 'డ్రైవర్ల చెక్-ఇన్‌లు',
    none: 'ఈ స్టేషన్ లైవ్ స్థితిని ఏ ఛార్జింగ్ నెట్‌వర్క్ కూడా పంచుకోవడం లేదు.',
    planNote: 'ఇక్కడి ప్రతి ఛార్జింగ్ పాయింట్ పని చేయడం లేదని తెలిపారు. వేరే దారి లేనందువల్ల మాత్రమే ప్లాన్ ఇక్కడ ఆగుతుంది.',
    availableNow: 'ఇప్పుడు అందుబాటులో ఉంది',
    noneAvailable: 'ఇక్కడికి దగ్గరలో ఇప్పుడు ఖాళీగా ఉన్నట్లు తెలిసిన స్టేషన్ ఏదీ లేదు. లైవ్ స్థితి దాన్ని పంచుకునే నెట్‌వర్క్‌ల నుండి మాత్రమే వస్తుంది.',
    source: '{{network}} నుండి లైవ్ స్థితి',
  },
};
