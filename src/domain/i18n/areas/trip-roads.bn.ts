/** Bengali of trip-roads.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { tripRoadsEn } from './trip-roads.en.ts';
import type { Translated } from '../translated.ts';

export const tripRoadsBn: Translated<typeof tripRoadsEn> = {
  roads: {
    source: 'জাতীয় মহাসড়ক ধরে রাস্তার দূরত্ব (© OpenStreetMap-এর অবদানকারীরা)',
    sourceEstimated: 'রাস্তার দূরত্ব আনুমানিক: এই জায়গাগুলির মধ্যে জাতীয় মহাসড়কের কোনো রুট পাওয়া যায়নি।',
    sourceProvider: {
      osrm: 'OSRM রাউটিং পরিষেবা থেকে রাস্তার দূরত্ব',
      google: 'Google Maps থেকে রাস্তার দূরত্ব',
    },
    access: 'মহাসড়কে যাওয়া-আসার {{km}} km সহ, আনুমানিক',
    accessAndGaps: 'মহাসড়কে যাওয়া-আসার {{km}} km এবং মহাসড়কের তথ্যের ফাঁকে {{gaps}} km সহ, আনুমানিক',
    gaps: 'মহাসড়কের তথ্যের ফাঁকে {{gaps}} km সহ, আনুমানিক',
    hills: '{{km}} km আঁকাবাঁকা পাহাড়ি রাস্তায় {{pct}}% বেশি শক্তি সহ, ধরে নেওয়া',
    hillsNote:
      'আঁকাবাঁকা পাহাড়ি রাস্তায় প্ল্যানটি সমতলের চেয়ে প্রতি km-এ {{pct}}% বেশি শক্তি ধরে (এই রুটের {{km}} km): এটি আমাদের অনুমান, কারণ ভারতের পাহাড়ি মহাসড়কের কোনো প্রকাশিত হিসাব পাওয়া যায়নি। পাহাড়ে ব্যাটারির মাত্রা আনুমানিক; বেশি রিজার্ভ রাখুন।',
    mapLabel: 'রুট ও চার্জিং স্টেশনের ম্যাপ',
  },
};
