/** Marathi of live-status.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { liveStatusEn } from './live-status.en.ts';
import type { Translated } from '../translated.ts';

export const liveStatusMr: Translated<typeof liveStatusEn> = {
  live: {
    line: 'लाइव्ह: {{total}} पैकी {{free}} रिकामे',
    lastKnown: 'शेवटची माहिती: {{total}} पैकी {{free}} रिकामे',
    updated: '{{ago}} अपडेट केले',
    from: '{{networks}} कडून',
    inUse_one: '{{count}} वापरात',
    inUse_other: '{{count}} वापरात',
    outOfOrder_one: '{{count}} बंद पडलेले',
    outOfOrder_other: '{{count}} बंद पडलेले',
    unknown_one: '{{count}} ची माहिती नाही',
    unknown_other: '{{count}} ची माहिती नाही',
    state: {
      free: 'रिकामे',
      in_use: 'वापरात',
      out_of_order: 'बंद पडलेले',
      unknown: 'स्थिती माहीत नाही',
    },
    points: 'चार्जिंग पॉइंट्स',
    heading: 'लाइव्ह स्थिती',
    checkInsHeading: 'चालकांचे चेक-इन',
    none: 'कोणतेही चार्जिंग नेटवर्क या स्टेशनची लाइव्ह स्थिती शेअर करत नाही.',
    planNote: 'इथला प्रत्येक चार्जिंग पॉइंट बंद पडल्याची नोंद आहे. पुढे जाण्याचा दुसरा कोणताही मार्ग नसल्यामुळेच प्लॅन इथे थांबतो.',
    availableNow: 'आत्ता उपलब्ध',
    noneAvailable: 'इथल्या जवळचे कोणतेही स्टेशन आत्ता रिकामे असल्याचे माहीत नाही. लाइव्ह स्थिती फक्त ती शेअर करणाऱ्या नेटवर्ककडूनच येते.',
    source: '{{network}} कडून लाइव्ह स्थिती',
  },
};
