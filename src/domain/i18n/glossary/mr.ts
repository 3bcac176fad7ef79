/** Marathi glossary of the product's key terms; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { Glossary } from './glossary.ts';

/** The words the Marathi catalogue uses for the key terms (sources: docs/glossary/mr.md). */
export const glossaryMr: Glossary = [
  { en: 'charging station', forms: ['चार्जिंग स्टेशन'] },
  { en: 'station', forms: ['स्टेशन'] },
  { en: 'fast charger', forms: ['फास्ट चार्जर'] },
  { en: 'charger', forms: ['चार्जर'] },
  { en: 'trip', forms: ['ट्रिप', 'प्रवास'] },
  { en: 'battery', forms: ['बॅटरी'] },
  { en: 'range', forms: ['रेंज'] },
  { en: 'registration', forms: ['नोंदणी', 'नोंदण्या', 'रजिस्ट्रेशन'] },
  { en: 'e-challan', forms: ['ई-चलन'] },
  { en: 'challan', forms: ['चलन'] },
  { en: 'check-in', forms: ['चेक-इन'] },
  { en: 'vehicle', forms: ['वाहन', 'गाडी', 'गाड्या'] },
  { en: 'electric vehicle', forms: ['इलेक्ट्रिक वाहन'] },
  { en: 'subsidy', forms: ['अनुदान'] },
  { en: 'insurance', forms: ['विमा', 'विम्या'] },
  { en: 'sign in', forms: ['साइन इन'] },
  { en: 'one-time code', forms: ['वन-टाइम कोड'] },
  { en: 'otp', forms: ['ओटीपी'] },
  { en: 'route', forms: ['मार्ग'] },
  { en: 'pincode', forms: ['पिनकोड'] },
];
