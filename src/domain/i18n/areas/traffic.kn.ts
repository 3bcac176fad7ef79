/** Kannada of traffic.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { trafficEn } from './traffic.en.ts';
import type { Translated } from '../translated.ts';

export const trafficKn: Translated<typeof trafficEn> = {
  busyPage: {
    title: 'ತುಂಬಾ ಹೆಚ್ಚು ವಿನಂತಿಗಳು',
    heading: 'ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ನಮಗೆ ತುಂಬಾ ವಿನಂತಿಗಳು ಬರುತ್ತಿವೆ',
    body: 'ದಯವಿಟ್ಟು {{seconds}} ಸೆಕೆಂಡುಗಳು ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ. ನೀವು ನಮೂದಿಸಿದ ಯಾವುದೂ ಕಳೆದುಹೋಗುವುದಿಲ್ಲ.',
    bodyOneSecond: 'ದಯವಿಟ್ಟು ಒಂದು ಸೆಕೆಂಡ್ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ. ನೀವು ನಮೂದಿಸಿದ ಯಾವುದೂ ಕಳೆದುಹೋಗುವುದಿಲ್ಲ.',
    bodyMinutes: 'ದಯವಿಟ್ಟು {{minutes}} ನಿಮಿಷಗಳು ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ. ನೀವು ನಮೂದಿಸಿದ ಯಾವುದೂ ಕಳೆದುಹೋಗುವುದಿಲ್ಲ.',
    tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  },
};
