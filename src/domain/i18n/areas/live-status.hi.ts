/** Hindi of live-status.en.ts; not yet reviewed by anyone outside the team; written November 2026. */
import type { liveStatusEn } from './live-status.en.ts';
import type { Translated } from '../translated.ts';

export const liveStatusHi: Translated<typeof liveStatusEn> = {
  live: {
    line: 'लाइव: {{total}} में से {{free}} खाली',
    lastKnown: 'आख़िरी जानकारी: {{total}} में से {{free}} खाली',
    updated: '{{ago}} अपडेट',
    from: '{{networks}} से',
    inUse_one: '{{count}} इस्तेमाल में',
    inUse_other: '{{count}} इस्तेमाल में',
    outOfOrder_one: '{{count}} ख़राब',
    outOfOrder_other: '{{count}} ख़राब',
    unknown_one: '{{count}} की जानकारी नहीं',
    unknown_other: '{{count}} की जानकारी नहीं',
    state: {
      free: 'खाली',
      in_use: 'इस्तेमाल में',
      out_of_order: 'ख़राब',
      unknown: 'स्थिति की जानकारी नहीं',
    },
    points: 'चार्जिंग पॉइंट',
    heading: 'लाइव स्थिति',
    checkInsHeading: 'ड्राइवरों के चेक-इन',
    none: 'इस स्टेशन की लाइव स्थिति कोई चार्जिंग नेटवर्क साझा नहीं करता।',
    planNote: 'यहाँ के सभी चार्जिंग पॉइंट ख़राब बताए गए हैं। योजना यहाँ सिर्फ़ इसलिए रुकती है क्योंकि रास्ते में कोई और विकल्प नहीं है।',
    availableNow: 'अभी खाली',
    noneAvailable:
      'यहाँ पास का कोई स्टेशन अभी खाली है, ऐसी जानकारी नहीं है। लाइव स्थिति सिर्फ़ उन्हीं नेटवर्क से आती है जो इसे साझा करते हैं।',
    source: '{{network}} से लाइव स्थिति',
  },
};
