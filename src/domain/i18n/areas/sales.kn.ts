/** Kannada of sales.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. Source names keep their proper names in Latin letters. */
import type { Translated } from '../translated.ts';
import type { salesEn } from './sales.en.ts';

export const salesKn: Translated<typeof salesEn> = {
  salesNote: {
    toggle: 'ಈ ಸಂಖ್ಯೆಗಳು ಎಲ್ಲಿಂದ ಬರುತ್ತವೆ',
    intro: 'ಈ ಕೌಂಟರ್‌ಗಳು ಭಾರತದಲ್ಲಿ ಎಲೆಕ್ಟ್ರಿಕ್ ವಾಹನಗಳ ಹೊಸ ನೋಂದಣಿಗಳನ್ನು, {{from}} ರಿಂದ {{asOf}} ವರೆಗೆ, ತಿಂಗಳು ತಿಂಗಳು ಕೂಡಿಸುತ್ತವೆ.',
    category: {
      twoWheeler: 'ದ್ವಿಚಕ್ರ ವಾಹನಗಳು',
      fourWheeler: 'ನಾಲ್ಕು ಚಕ್ರದ ವಾಹನಗಳು (ಕಾರುಗಳು)',
    },
    span: '{{from}} – {{to}}: {{source}}',
    oneMonth: '{{month}}: {{source}}',
    missing: '{{category}}: {{months}} ಗೆ ಪೂರ್ಣ ಸಂಖ್ಯೆ ಇಲ್ಲ, ಆದ್ದರಿಂದ ಕೌಂಟರ್ ಅದನ್ನು ಬಿಟ್ಟುಬಿಡುತ್ತದೆ.',
    terms:
      'Vahan ಸಂಖ್ಯೆಗಳನ್ನು ಭಾರತ ಸರ್ಕಾರದ ರಸ್ತೆ ಸಾರಿಗೆ ಮತ್ತು ಹೆದ್ದಾರಿ ಸಚಿವಾಲಯದ (MoRTH) Vahan ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ, ಮೂಲವನ್ನು ಉಲ್ಲೇಖಿಸಿ ತೆಗೆದುಕೊಳ್ಳಲಾಗಿದೆ. FADA ಸಂಖ್ಯೆಗಳು © FADA.',
    sources: {
      'vahan-category': 'Vahan (MoRTH), ವಾಹನ ವರ್ಗದ ಪ್ರಕಾರ ಮಾಸಿಕ ನೋಂದಣಿಗಳು, Kaggle ಡೇಟಾ ಸೆಟ್ “India EV Market Data” ಮೂಲಕ',
      S1: 'Vahan (MoRTH): ಎಲೆಕ್ಟ್ರಿಕ್ ಮೋಟಾರ್ ಕಾರುಗಳು ಮತ್ತು ಕ್ಯಾಬ್‌ಗಳು, ಮುಕ್ತ ಯೋಜನೆ kapil433/vahan-analytics ಸಂಕಲಿಸಿದಂತೆ',
      S2: 'Vahan (MoRTH) ನೋಂದಣಿಗಳು, ಮೂರನೇ ವ್ಯಕ್ತಿಯ “Weekly Vahan Retail volumes Tracker” ಸಂಕಲಿಸಿದಂತೆ (ಪ್ರತಿ: vaidyaritesh88/Vahan-app)',
      S3a: 'Vahan (MoRTH): Vahan ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ರಫ್ತು ಮಾಡಿದ ಎಲೆಕ್ಟ್ರಿಕ್ ದ್ವಿಚಕ್ರ ವಾಹನಗಳ ಸಂಖ್ಯೆಗಳು',
      S3b: 'Vahan (MoRTH): Vahan ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ರಫ್ತು ಮಾಡಿದ ಎಲ್ಲಾ ಎಲೆಕ್ಟ್ರಿಕ್ ವಾಹನಗಳ ಸಂಖ್ಯೆಗಳು',
      F1: 'FADA Research, MoRTH ಸಹಯೋಗದೊಂದಿಗೆ: “Vehicle Retail Data for Jun’26” (ವಾಹನ ಚಿಲ್ಲರೆ ಮಾರಾಟ ಸಂಖ್ಯೆಗಳು, Vahan ರಫ್ತು ಅಲ್ಲ)',
      vahan: 'Vahan (MoRTH): Vahan ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ರಫ್ತು ಮಾಡಿದ ಸಂಖ್ಯೆಗಳು',
      fada: 'FADA Research, MoRTH ಸಹಯೋಗದೊಂದಿಗೆ: ಮಾಸಿಕ ಚಿಲ್ಲರೆ ಮಾರಾಟ ವರದಿ (ಚಿಲ್ಲರೆ ಮಾರಾಟ ಸಂಖ್ಯೆಗಳು, Vahan ರಫ್ತು ಅಲ್ಲ)',
    },
  },
};
