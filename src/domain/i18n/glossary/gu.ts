/** Gujarati glossary of the product's key terms; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Glossary } from './glossary.ts';

/** The words the Gujarati catalogue uses for the key terms (sources: docs/glossary/gu.md). */
export const glossaryGu: Glossary = [
  { en: 'charging station', forms: ['ચાર્જિંગ સ્ટેશન', 'ચાર્જીંગ સ્ટેશન'] },
  { en: 'station', forms: ['સ્ટેશન'] },
  { en: 'fast charger', forms: ['ફાસ્ટ ચાર્જર'] },
  { en: 'charger', forms: ['ચાર્જર'] },
  { en: 'trip', forms: ['ટ્રિપ', 'પ્રવાસ', 'મુસાફરી'] },
  { en: 'battery', forms: ['બેટરી'] },
  { en: 'range', forms: ['રેન્જ'] },
  { en: 'registration', forms: ['નોંધણી', 'રજિસ્ટ્રેશન'] },
  { en: 'e-challan', forms: ['ઈ-ચલણ', 'ઇ-ચલણ'] },
  { en: 'challan', forms: ['ચલણ'] },
  { en: 'check-in', forms: ['ચેક-ઇન'] },
  { en: 'vehicle', forms: ['વાહન'] },
  { en: 'electric vehicle', forms: ['ઇલેક્ટ્રિક વાહન', 'ઈલેક્ટ્રિક વાહન'] },
  { en: 'subsidy', forms: ['સબસિડી', 'સબસીડી'] },
  { en: 'insurance', forms: ['વીમ'] },
  { en: 'sign in', forms: ['સાઇન ઇન'] },
  { en: 'one-time code', forms: ['વન-ટાઇમ કોડ'] },
  { en: 'otp', forms: ['ઓટીપી'] },
  { en: 'route', forms: ['રૂટ', 'માર્ગ'] },
  { en: 'pincode', forms: ['પિનકોડ'] },
];
