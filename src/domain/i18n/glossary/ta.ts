/** Tamil glossary; not yet reviewed by a native speaker; written December 2026 with AI help (sources: docs/glossary/ta.md). */
import type { Glossary } from './glossary.ts';

export const glossaryTa: Glossary = [
  { en: 'charging station', forms: ['சார்ஜிங் ஸ்டேஷ'] },
  { en: 'fast charger', forms: ['ஃபாஸ்ட் சார்ஜ'] },
  { en: 'charger', forms: ['சார்ஜர'] },
  { en: 'trip', forms: ['பயண'] },
  { en: 'battery', forms: ['பேட்டரி'] },
  { en: 'range', forms: ['ரேஞ்ச', 'வரம்ப'] },
  { en: 'registration', forms: ['பதிவ'] },
  { en: 'e-challan', forms: ['இ-சலான'] },
  { en: 'challan', forms: ['சலான'] },
  { en: 'check-in', forms: ['செக்-இ'] },
  { en: 'vehicle', forms: ['வாகன'] },
  { en: 'electric vehicle', forms: ['மின்சார வாகன', 'EV'] },
  { en: 'subsidy', forms: ['மானிய'] },
  { en: 'insurance', forms: ['காப்பீ'] },
  { en: 'sign in', forms: ['சைன் இன்'] },
  { en: 'otp', forms: ['OTP'] },
  { en: 'one-time code', forms: ['ஒருமுறை', 'OTP'] },
  { en: 'station', forms: ['ஸ்டேஷ'] },
  { en: 'pincode', forms: ['பின்கோ'] },
];
