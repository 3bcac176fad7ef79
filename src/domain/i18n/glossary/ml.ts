/** Malayalam glossary; not yet reviewed by a native speaker; written December 2026 with AI help (sources: docs/glossary/ml.md). */
import type { Glossary } from './glossary.ts';

export const glossaryMl: Glossary = [
  { en: 'charging station', forms: ['ചാർജിങ് സ്റ്റേഷ'] },
  { en: 'fast charger', forms: ['ഫാസ്റ്റ് ചാർജ'] },
  { en: 'charger', forms: ['ചാർജർ', 'ചാർജറ'] },
  { en: 'trip', forms: ['യാത്ര'] },
  { en: 'battery', forms: ['ബാറ്ററി'] },
  { en: 'range', forms: ['റേഞ്ച', 'പരിധി'] },
  { en: 'registration', forms: ['രജിസ്ട്രേഷ'] },
  { en: 'e-challan', forms: ['ഇ-ചലാ'] },
  { en: 'challan', forms: ['ചലാ'] },
  { en: 'check-in', forms: ['ചെക്ക്-ഇ'] },
  { en: 'vehicle', forms: ['വാഹന'] },
  { en: 'electric vehicle', forms: ['ഇലക്ട്രിക് വാഹന', 'EV'] },
  { en: 'subsidy', forms: ['സബ്സിഡി'] },
  { en: 'insurance', forms: ['ഇൻഷുറൻസ'] },
  { en: 'sign in', forms: ['സൈൻ ഇൻ'] },
  { en: 'otp', forms: ['OTP'] },
  { en: 'one-time code', forms: ['ഒറ്റത്തവണ', 'OTP'] },
  { en: 'station', forms: ['സ്റ്റേഷ'] },
  { en: 'pincode', forms: ['പിൻകോഡ'] },
];
