/** Marathi of station-cards.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { stationCardsEn } from './station-cards.en.ts';
import type { Translated } from '../translated.ts';

export const stationCardsMr: Translated<typeof stationCardsEn> = {
  stationCard: {
    summary: {
      charged: 'चार्जिंग व्यवस्थित झाले',
      notWorking: 'बंद असल्याची तक्रार',
      waited: 'गर्दी, चालकांना थांबावे लागले',
      notFound: 'सापडले नसल्याची तक्रार',
      none: 'अजून एकही चेक-इन नाही',
      count_one: '30 दिवसांत {{count}} चेक-इन',
      count_other: '30 दिवसांत {{count}} चेक-इन',
    },
    ago: {
      justNow: 'आत्ताच',
      minutes_one: '{{count}} मिनिटापूर्वी',
      minutes_other: '{{count}} मिनिटांपूर्वी',
      hours_one: '{{count}} तासापूर्वी',
      hours_other: '{{count}} तासांपूर्वी',
      days_one: '{{count}} दिवसापूर्वी',
      days_other: '{{count}} दिवसांपूर्वी',
    },
    latest: '{{state}} · {{ago}}',
    ratingFromCheckIns: 'चेक-इनवरून',
    details: 'चेक-इन आणि तपशील',
    detailsFor: 'चेक-इन आणि तपशील, {{name}}',
  },
};
