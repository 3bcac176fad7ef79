/** Hindi of station-cards.en.ts; not yet reviewed by anyone outside the team; written November 2026. */
import type { stationCardsEn } from './station-cards.en.ts';
import type { Translated } from '../translated.ts';

export const stationCardsHi: Translated<typeof stationCardsEn> = {
  stationCard: {
    summary: {
      charged: 'चार्जिंग ठीक रही',
      notWorking: 'काम न करने की शिकायत',
      waited: 'भीड़ थी, ड्राइवरों को इंतज़ार करना पड़ा',
      notFound: 'स्टेशन न मिलने की शिकायत',
      none: 'अभी तक कोई चेक-इन नहीं',
      count_one: '30 दिनों में {{count}} चेक-इन',
      count_other: '30 दिनों में {{count}} चेक-इन',
    },
    ago: {
      justNow: 'अभी-अभी',
      minutes_one: '{{count}} मिनट पहले',
      minutes_other: '{{count}} मिनट पहले',
      hours_one: '{{count}} घंटा पहले',
      hours_other: '{{count}} घंटे पहले',
      days_one: '{{count}} दिन पहले',
      days_other: '{{count}} दिन पहले',
    },
    latest: '{{state}} · {{ago}}',
    ratingFromCheckIns: 'चेक-इन से',
    details: 'चेक-इन और जानकारी',
    detailsFor: 'चेक-इन और जानकारी, {{name}}',
  },
};
