/** Marathi of traffic.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { trafficEn } from './traffic.en.ts';
import type { Translated } from '../translated.ts';

export const trafficMr: Translated<typeof trafficEn> = {
  busyPage: {
    title: 'खूप जास्त विनंत्या',
    heading: 'तुमच्या नेटवर्ककडून आम्हाला खूप विनंत्या येत आहेत',
    body: 'कृपया {{seconds}} सेकंद थांबा आणि पुन्हा प्रयत्न करा. तुम्ही टाकलेले काहीही हरवलेले नाही.',
    bodyOneSecond: 'कृपया एक सेकंद थांबा आणि पुन्हा प्रयत्न करा. तुम्ही टाकलेले काहीही हरवलेले नाही.',
    bodyMinutes: 'कृपया {{minutes}} मिनिटे थांबा आणि पुन्हा प्रयत्न करा. तुम्ही टाकलेले काहीही हरवलेले नाही.',
    tryAgain: 'पुन्हा प्रयत्न करा',
  },
};
