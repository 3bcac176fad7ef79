/**
 * Telugu glossary: the words EV India's Telugu catalogue uses for its key terms (sources in
 * docs/glossary/te.md). Not yet reviewed by a native speaker; written December 2026 with AI help.
 */
import type { Glossary } from './glossary.ts';

export const glossaryTe: Glossary = [
  { en: 'charging station', forms: ['ఛార్జింగ్ స్టేష', 'చార్జింగ్ స్టేష'] },
  { en: 'fast charger', forms: ['ఫాస్ట్ ఛార్జ', 'ఫాస్ట్ చార్జ'] },
  { en: 'charger', forms: ['ఛార్జర', 'చార్జర'] },
  { en: 'trip', forms: ['ట్రిప', 'ప్రయాణ'] },
  { en: 'battery', forms: ['బ్యాటరీ', 'బ్యాటరి'] },
  { en: 'range', forms: ['రేంజ'] },
  { en: 'registration', forms: ['రిజిస్ట్రేష'] },
  { en: 'e-challan', forms: ['ఈ-చలాన', 'చలాన'] },
  { en: 'check-in', forms: ['చెక్-ఇన', 'చెక్ ఇన'] },
  { en: 'vehicle', forms: ['వాహన'] },
  { en: 'electric vehicle', forms: ['ఎలక్ట్రిక్ వాహన', 'విద్యుత్ వాహన'] },
  { en: 'subsidy', forms: ['సబ్సిడ'] },
  { en: 'insurance', forms: ['ఇన్సూరెన్స', 'బీమా'] },
  { en: 'sign in', forms: ['సైన్ ఇన'] },
  { en: 'otp', forms: ['ఓటీపీ', 'OTP'] },
  { en: 'one-time code', forms: ['ఓటీపీ', 'OTP', 'వన్-టైమ్ కోడ్'] },
  { en: 'station', forms: ['స్టేష'] },
  { en: 'route', forms: ['మార్గ', 'రూట'] },
];
