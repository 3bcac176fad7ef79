/** Gujarati of live-status.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { liveStatusEn } from './live-status.en.ts';
import type { Translated } from '../translated.ts';

export const liveStatusGu: Translated<typeof liveStatusEn> = {
  live: {
    line: 'લાઇવ: {{total}} માંથી {{free}} ખાલી',
    lastKnown: 'છેલ્લી જાણકારી: {{total}} માંથી {{free}} ખાલી',
    updated: '{{ago}} અપડેટ થયું',
    from: '{{networks}} તરફથી',
    inUse_one: '{{count}} વપરાશમાં',
    inUse_other: '{{count}} વપરાશમાં',
    outOfOrder_one: '{{count}} બંધ પડેલું',
    outOfOrder_other: '{{count}} બંધ પડેલાં',
    unknown_one: '{{count}} ની જાણ નથી',
    unknown_other: '{{count}} ની જાણ નથી',
    state: {
      free: 'ખાલી',
      in_use: 'વપરાશમાં',
      out_of_order: 'બંધ પડેલું',
      unknown: 'સ્થિતિની જાણ નથી',
    },
    points: 'ચાર્જિંગ પોઇન્ટ',
    heading: 'લાઇવ સ્થિતિ',
    checkInsHeading: 'ડ્રાઇવરોનાં ચેક-ઇન',
    none: 'કોઈ ચાર્જિંગ નેટવર્ક આ સ્ટેશનની લાઇવ સ્થિતિ શેર કરતું નથી.',
    planNote: 'અહીંનો દરેક ચાર્જિંગ પોઇન્ટ બંધ પડેલો હોવાની જાણ છે. આગળ જવાનો બીજો કોઈ રસ્તો ન હોવાથી જ પ્લાન અહીં રોકાય છે.',
    availableNow: 'હમણાં ઉપલબ્ધ',
    noneAvailable: 'અહીં નજીકનું કોઈ સ્ટેશન અત્યારે ખાલી હોવાની જાણ નથી. લાઇવ સ્થિતિ ફક્ત તે શેર કરતાં નેટવર્ક પાસેથી જ આવે છે.',
    source: '{{network}} તરફથી લાઇવ સ્થિતિ',
  },
};
