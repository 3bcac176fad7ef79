/** Gujarati of station-cards.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { stationCardsEn } from './station-cards.en.ts';
import type { Translated } from '../translated.ts';

export const stationCardsGu: Translated<typeof stationCardsEn> = {
  stationCard: {
    summary: {
      charged: 'ચાર્જિંગ બરાબર થયું',
      notWorking: 'બંધ હોવાની ફરિયાદ',
      waited: 'ભીડ, ડ્રાઇવરોએ રાહ જોવી પડી',
      notFound: 'ન મળ્યું હોવાની ફરિયાદ',
      none: 'હજી કોઈ ચેક-ઇન નથી',
      count_one: '30 દિવસમાં {{count}} ચેક-ઇન',
      count_other: '30 દિવસમાં {{count}} ચેક-ઇન',
    },
    ago: {
      justNow: 'હમણાં જ',
      minutes_one: '{{count}} મિનિટ પહેલાં',
      minutes_other: '{{count}} મિનિટ પહેલાં',
      hours_one: '{{count}} કલાક પહેલાં',
      hours_other: '{{count}} કલાક પહેલાં',
      days_one: '{{count}} દિવસ પહેલાં',
      days_other: '{{count}} દિવસ પહેલાં',
    },
    latest: '{{state}} · {{ago}}',
    ratingFromCheckIns: 'ચેક-ઇન પરથી',
    details: 'ચેક-ઇન અને વિગતો',
    detailsFor: 'ચેક-ઇન અને વિગતો, {{name}}',
  },
};
