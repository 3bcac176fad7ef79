/** Kannada of trip-roads.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { tripRoadsEn } from './trip-roads.en.ts';
import type { Translated } from '../translated.ts';

export const tripRoadsKn: Translated<typeof tripRoadsEn> = {
  roads: {
    source: 'ರಾಷ್ಟ್ರೀಯ ಹೆದ್ದಾರಿಗಳ ಮೂಲಕ ರಸ್ತೆ ದೂರ (© OpenStreetMap ಕೊಡುಗೆದಾರರು)',
    sourceEstimated: 'ರಸ್ತೆ ದೂರ ಅಂದಾಜು: ಈ ಸ್ಥಳಗಳ ನಡುವೆ ಯಾವುದೇ ರಾಷ್ಟ್ರೀಯ ಹೆದ್ದಾರಿ ಮಾರ್ಗ ಸಿಗಲಿಲ್ಲ.',
    sourceProvider: {
      osrm: 'OSRM ರೂಟಿಂಗ್ ಸೇವೆಯ ಮೂಲಕ ರಸ್ತೆ ದೂರ',
      google: 'Google Maps ಮೂಲಕ ರಸ್ತೆ ದೂರ',
    },
    access: 'ಹೆದ್ದಾರಿಗೆ ಹೋಗುವ ಮತ್ತು ಬರುವ {{km}} km ಸೇರಿ, ಅಂದಾಜು',
    accessAndGaps: 'ಹೆದ್ದಾರಿಗೆ ಹೋಗುವ ಮತ್ತು ಬರುವ {{km}} km ಹಾಗೂ ಹೆದ್ದಾರಿ ಡೇಟಾದ ಅಂತರಗಳ ಮೂಲಕ {{gaps}} km ಸೇರಿ, ಅಂದಾಜು',
    gaps: 'ಹೆದ್ದಾರಿ ಡೇಟಾದ ಅಂತರಗಳ ಮೂಲಕ {{gaps}} km ಸೇರಿ, ಅಂದಾಜು',
    hills: '{{km}} km ತಿರುವುಗಳ ಘಾಟ್ ರಸ್ತೆಯಲ್ಲಿ {{pct}}% ಹೆಚ್ಚು ಶಕ್ತಿ ಸೇರಿ, ಊಹಿಸಿದ್ದು',
    hillsNote:
      'ತಿರುವುಗಳ ಘಾಟ್ ರಸ್ತೆಯಲ್ಲಿ (ಈ ಮಾರ್ಗದಲ್ಲಿ {{km}} km) ಸಮತಟ್ಟು ರಸ್ತೆಗಿಂತ ಪ್ರತಿ km ಗೆ {{pct}}% ಹೆಚ್ಚು ಶಕ್ತಿಯನ್ನು ಯೋಜನೆ ಲೆಕ್ಕಹಾಕುತ್ತದೆ: ಭಾರತದ ಪರ್ವತ ಹೆದ್ದಾರಿಗಳಿಗೆ ಪ್ರಕಟಿತ ಅಂಕಿಅಂಶ ಸಿಗದ ಕಾರಣ ಇದು ನಮ್ಮ ಊಹೆ. ಬೆಟ್ಟಗಳಲ್ಲಿ ಬ್ಯಾಟರಿ ಮಟ್ಟಗಳು ಅಂದಾಜು ಮಾತ್ರ; ಹೆಚ್ಚು ರಿಸರ್ವ್ ಇಟ್ಟುಕೊಳ್ಳಿ.',
    mapLabel: 'ಮಾರ್ಗ ಮತ್ತು ಚಾರ್ಜಿಂಗ್ ಸ್ಟೇಷನ್‌ಗಳ ನಕ್ಷೆ',
  },
};
