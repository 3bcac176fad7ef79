/** Bengali of traffic.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { trafficEn } from './traffic.en.ts';
import type { Translated } from '../translated.ts';

export const trafficBn: Translated<typeof trafficEn> = {
  busyPage: {
    title: 'অনেক বেশি অনুরোধ',
    heading: 'আপনার নেটওয়ার্ক থেকে আমাদের কাছে অনেক অনুরোধ আসছে',
    body: 'অনুগ্রহ করে {{seconds}} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন। আপনার দেওয়া কিছুই হারাবে না।',
    bodyOneSecond: 'অনুগ্রহ করে এক সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন। আপনার দেওয়া কিছুই হারাবে না।',
    bodyMinutes: 'অনুগ্রহ করে {{minutes}} মিনিট অপেক্ষা করে আবার চেষ্টা করুন। আপনার দেওয়া কিছুই হারাবে না।',
    tryAgain: 'আবার চেষ্টা করুন',
  },
};
