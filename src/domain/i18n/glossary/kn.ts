/**
 * Kannada glossary: the words EV India's Kannada catalogue uses for its key terms (sources in
 * docs/glossary/kn.md). Not yet reviewed by a native speaker; written December 2026 with AI help.
 */
import type { Glossary } from './glossary.ts';

export const glossaryKn: Glossary = [
  { en: 'charging station', forms: ['ಚಾರ್ಜಿಂಗ್ ಸ್ಟೇಷ'] },
  { en: 'fast charger', forms: ['ಫಾಸ್ಟ್ ಚಾರ್ಜ'] },
  { en: 'charger', forms: ['ಚಾರ್ಜರ'] },
  { en: 'trip', forms: ['ಟ್ರಿಪ', 'ಪ್ರಯಾಣ'] },
  { en: 'battery', forms: ['ಬ್ಯಾಟರಿ'] },
  { en: 'range', forms: ['ರೇಂಜ'] },
  { en: 'registration', forms: ['ನೋಂದಣಿ', 'ರಿಜಿಸ್ಟ್ರೇಷ'] },
  { en: 'e-challan', forms: ['ಇ-ಚಲನ', 'ಚಲನ', 'ಚಲಾನ'] },
  { en: 'check-in', forms: ['ಚೆಕ್-ಇನ', 'ಚೆಕ್ ಇನ'] },
  { en: 'vehicle', forms: ['ವಾಹನ'] },
  { en: 'electric vehicle', forms: ['ಎಲೆಕ್ಟ್ರಿಕ್ ವಾಹನ', 'ವಿದ್ಯುತ್ ವಾಹನ', 'ವಿದ್ಯುತ್ ಚಾಲಿತ ವಾಹನ'] },
  { en: 'subsidy', forms: ['ಸಬ್ಸಿಡಿ'] },
  { en: 'insurance', forms: ['ವಿಮೆ', 'ಇನ್ಶುರೆನ್ಸ'] },
  { en: 'sign in', forms: ['ಸೈನ್ ಇನ'] },
  { en: 'otp', forms: ['ಒಟಿಪಿ', 'OTP'] },
  { en: 'one-time code', forms: ['ಒಟಿಪಿ', 'OTP', 'ಒನ್-ಟೈಮ್ ಕೋಡ್'] },
  { en: 'station', forms: ['ಸ್ಟೇಷ'] },
  { en: 'route', forms: ['ಮಾರ್ಗ', 'ರೂಟ'] },
];
