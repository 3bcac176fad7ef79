/** Kannada of station-cards.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { stationCardsEn } from './station-cards.en.ts';
import type { Translated } from '../translated.ts';

export const stationCardsKn: Translated<typeof stationCardsEn> = {
  stationCard: {
    summary: {
      charged: 'ಚಾರ್ಜ್ ಸರಿಯಾಗಿ ಆಯಿತು',
      notWorking: 'ಕೆಲಸ ಮಾಡುತ್ತಿಲ್ಲ ಎಂದು ವರದಿಯಾಗಿದೆ',
      waited: 'ಜನದಟ್ಟಣೆ, ಚಾಲಕರು ಕಾದರು',
      notFound: 'ಸಿಗಲಿಲ್ಲ ಎಂದು ವರದಿಯಾಗಿದೆ',
      none: 'ಇನ್ನೂ ಚೆಕ್-ಇನ್‌ಗಳಿಲ್ಲ',
      count_one: '30 ದಿನಗಳಲ್ಲಿ {{count}} ಚೆಕ್-ಇನ್',
      count_other: '30 ದಿನಗಳಲ್ಲಿ {{count}} ಚೆಕ್-ಇನ್‌ಗಳು',
    },
    ago: {
      justNow: 'ಈಗಷ್ಟೇ',
      minutes_one: '{{count}} ನಿಮಿ. ಹಿಂದೆ',
      minutes_other: '{{count}} ನಿಮಿ. ಹಿಂದೆ',
      hours_one: '{{count}} ಗಂ. ಹಿಂದೆ',
      hours_other: '{{count}} ಗಂ. ಹಿಂದೆ',
      days_one: '{{count}} ದಿನದ ಹಿಂದೆ',
      days_other: '{{count}} ದಿನಗಳ ಹಿಂದೆ',
    },
    latest: '{{state}} · {{ago}}',
    ratingFromCheckIns: 'ಚೆಕ್-ಇನ್‌ಗಳ ಆಧಾರದಲ್ಲಿ',
    details: 'ಚೆಕ್-ಇನ್‌ಗಳು ಮತ್ತು ವಿವರಗಳು',
    detailsFor: 'ಚೆಕ್-ಇನ್‌ಗಳು ಮತ್ತು ವಿವರಗಳು, {{name}}',
  },
};
