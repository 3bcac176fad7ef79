/** Kannada of trip-heights.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Translated } from '../translated.ts';
import type { tripHeightsEn } from './trip-heights.en.ts';

export const tripHeightsKn: Translated<typeof tripHeightsEn> = {
  heights: {
    climb: 'ಏರಿಕೆ {{climb}} m · ಇಳಿಕೆ {{descent}} m',
    noData: 'ಇಲ್ಲಿ ಎತ್ತರದ ಡೇಟಾ ಇಲ್ಲ, ಅಂದಾಜು',
    mass: '{{people}} ಜನರೊಂದಿಗೆ {{kg}} kg ಎಂದು ಲೆಕ್ಕಿಸಲಾಗಿದೆ',
    massAssumed: '{{people}} ಜನರೊಂದಿಗೆ {{kg}} kg ಎಂದು ಲೆಕ್ಕಿಸಲಾಗಿದೆ; ವಾಹನದ ತೂಕ ಅಂದಾಜು',
    profileTitle: 'ಮಾರ್ಗದುದ್ದಕ್ಕೂ ರಸ್ತೆಯ ಎತ್ತರ ಮತ್ತು ಬ್ಯಾಟರಿ',
    profileSummary:
      'ರಸ್ತೆ {{from}} m ನಲ್ಲಿ ಆರಂಭವಾಗಿ, km {{maxKm}} ನಲ್ಲಿ ಗರಿಷ್ಠ {{max}} m ಎತ್ತರ ತಲುಪಿ, {{to}} m ನಲ್ಲಿ ಕೊನೆಗೊಳ್ಳುತ್ತದೆ. ಬ್ಯಾಟರಿ {{startPct}}% ರಿಂದ {{endPct}}% ಗೆ ಹೋಗುತ್ತದೆ, km {{minKm}} ನಲ್ಲಿ ಕನಿಷ್ಠ {{minPct}}%.',
    stop: 'ನಿಲುಗಡೆ {{n}}',
    heightLegend: 'ರಸ್ತೆಯ ಎತ್ತರ',
    batteryLegend: 'ಬ್ಯಾಟರಿ %',
    source: 'ಎತ್ತರಗಳು: GMTED2010 ಭೂಪ್ರದೇಶ ಡೇಟಾ, U.S. Geological Survey ಸೌಜನ್ಯ',
  },
};
