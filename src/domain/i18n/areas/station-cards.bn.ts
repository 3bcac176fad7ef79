/** Bengali of station-cards.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { stationCardsEn } from './station-cards.en.ts';
import type { Translated } from '../translated.ts';

export const stationCardsBn: Translated<typeof stationCardsEn> = {
  stationCard: {
    summary: {
      charged: 'চার্জিং ঠিকঠাক হয়েছে',
      notWorking: 'কাজ না করার অভিযোগ',
      waited: 'ভিড় ছিল, চালকদের অপেক্ষা করতে হয়েছে',
      notFound: 'খুঁজে না পাওয়ার অভিযোগ',
      none: 'এখনও কোনো চেক-ইন নেই',
      count_one: '30 দিনে {{count}}টি চেক-ইন',
      count_other: '30 দিনে {{count}}টি চেক-ইন',
    },
    ago: {
      justNow: 'এইমাত্র',
      minutes_one: '{{count}} মিনিট আগে',
      minutes_other: '{{count}} মিনিট আগে',
      hours_one: '{{count}} ঘণ্টা আগে',
      hours_other: '{{count}} ঘণ্টা আগে',
      days_one: '{{count}} দিন আগে',
      days_other: '{{count}} দিন আগে',
    },
    latest: '{{state}} · {{ago}}',
    ratingFromCheckIns: 'চেক-ইন থেকে',
    details: 'চেক-ইন ও বিবরণ',
    detailsFor: 'চেক-ইন ও বিবরণ, {{name}}',
  },
};
