/** Kannada of live-status.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { liveStatusEn } from './live-status.en.ts';
import type { Translated } from '../translated.ts';

export const liveStatusKn: Translated<typeof liveStatusEn> = {
  live: {
    line: 'ಲೈವ್: {{total}} ರಲ್ಲಿ {{free}} ಖಾಲಿ',
    lastKnown: 'ಕೊನೆಯದಾಗಿ ತಿಳಿದದ್ದು: {{total}} ರಲ್ಲಿ {{free}} ಖಾಲಿ',
    updated: '{{ago}} ಅಪ್‌ಡೇಟ್ ಆಗಿದೆ',
    from: '{{networks}} ನಿಂದ',
    inUse_one: '{{count}} ಬಳಕೆಯಲ್ಲಿದೆ',
    inUse_other: '{{count}} ಬಳಕೆಯಲ್ಲಿವೆ',
    outOfOrder_one: '{{count}} ಕೆಟ್ಟುಹೋಗಿದೆ',
    outOfOrder_other: '{{count}} ಕೆಟ್ಟುಹೋಗಿವೆ',
    unknown_one: '{{count}} ಸ್ಥಿತಿ ತಿಳಿದಿಲ್ಲ',
    unknown_other: '{{count}} ಸ್ಥಿತಿ ತಿಳಿದಿಲ್ಲ',
    state: {
      free: 'ಖಾಲಿ',
      in_use: 'ಬಳಕೆಯಲ್ಲಿದೆ',
      out_of_order: 'ಕೆಟ್ಟುಹೋಗಿದೆ',
      unknown: 'ಸ್ಥಿತಿ ತಿಳಿದಿಲ್ಲ',
    },
    points: 'ಚಾರ್ಜಿಂಗ್ ಪಾಯಿಂಟ್‌ಗಳು',
    heading: 'ಲೈವ್ ಸ್ಥಿತಿ',
    checkInsHeading: 'ಚಾಲಕರ ಚೆಕ್-ಇನ್‌ಗಳು',
    none: 'ಈ ಸ್ಟೇಷನ್‌ನ ಲೈವ್ ಸ್ಥಿತಿಯನ್ನು ಯಾವುದೇ ಚಾರ್ಜಿಂಗ್ ನೆಟ್‌ವರ್ಕ್ ಹಂಚಿಕೊಳ್ಳುತ್ತಿಲ್ಲ.',
    planNote: 'ಇಲ್ಲಿನ ಪ್ರತಿಯೊಂದು ಚಾರ್ಜಿಂಗ್ ಪಾಯಿಂಟ್ ಕೆಟ್ಟುಹೋಗಿದೆ ಎಂದು ವರದಿಯಾಗಿದೆ. ಬೇರೆ ದಾರಿ ಇಲ್ಲದ ಕಾರಣ ಮಾತ್ರ ಯೋಜನೆ ಇಲ್ಲಿ ನಿಲ್ಲುತ್ತದೆ.',
    availableNow: 'ಈಗ ಲಭ್ಯವಿದೆ',
    noneAvailable:
      'ಇಲ್ಲಿ ಹತ್ತಿರದಲ್ಲಿ ಈಗ ಖಾಲಿ ಇರುವುದಾಗಿ ತಿಳಿದಿರುವ ಯಾವುದೇ ಸ್ಟೇಷನ್ ಇಲ್ಲ. ಲೈವ್ ಸ್ಥಿತಿಯನ್ನು ಹಂಚಿಕೊಳ್ಳುವ ನೆಟ್‌ವರ್ಕ್‌ಗಳಿಂದ ಮಾತ್ರ ಅದು ಬರುತ್ತದೆ.',
    source: '{{network}} ನಿಂದ ಲೈವ್ ಸ್ಥಿತಿ',
  },
};
