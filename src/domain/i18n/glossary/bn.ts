/**
 * Bengali glossary: the words chosen for the product's key terms (sources in docs/glossary/bn.md).
 * Not yet reviewed by a native speaker; written December 2026 with AI help.
 */
import type { Glossary } from './glossary.ts';

export const glossaryBn: Glossary = [
  { en: 'charging station', forms: ['চার্জিং স্টেশ'] },
  { en: 'fast charger', forms: ['ফাস্ট চার্জার'] },
  { en: 'charger', forms: ['চার্জার'] },
  { en: 'station', forms: ['স্টেশ'] },
  { en: 'trip', forms: ['ট্রিপ', 'যাত্রা'] },
  { en: 'route', forms: ['রুট', 'পথ'] },
  { en: 'battery', forms: ['ব্যাটারি'] },
  { en: 'range', forms: ['রেঞ্জ'] },
  { en: 'registration', forms: ['রেজিস্ট্রেশন', 'নিবন্ধন'] },
  { en: 'e-challan', forms: ['ই-চালান', 'ই চালান'] },
  { en: 'check-in', forms: ['চেক-ইন'] },
  { en: 'vehicle', forms: ['গাড়ি', 'যানবাহন'] },
  { en: 'electric vehicle', forms: ['ইলেকট্রিক গাড়ি', 'ইলেকট্রিক যানবাহন', 'বৈদ্যুতিক গাড়ি', 'বৈদ্যুতিক যানবাহন'] },
  { en: 'subsidy', forms: ['ভর্তুকি'] },
  { en: 'insurance', forms: ['বিমা', 'বীমা', 'ইনস্যুরেন্স'] },
  { en: 'sign in', forms: ['সাইন ইন'] },
  { en: 'otp', forms: ['ওটিপি', 'OTP'] },
  { en: 'one-time code', forms: ['ওয়ান-টাইম কোড', 'ওটিপি'] },
];
