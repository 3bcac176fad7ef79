/** Bengali of live-status.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { liveStatusEn } from './live-status.en.ts';
import type { Translated } from '../translated.ts';

export const liveStatusBn: Translated<typeof liveStatusEn> = {
  live: {
    line: 'লাইভ: {{total}}টির মধ্যে {{free}}টি খালি',
    lastKnown: 'শেষ জানা তথ্য: {{total}}টির মধ্যে {{free}}টি খালি',
    updated: '{{ago}} আপডেট হয়েছে',
    from: '{{networks}} থেকে',
    inUse_one: '{{count}}টি ব্যবহার হচ্ছে',
    inUse_other: '{{count}}টি ব্যবহার হচ্ছে',
    outOfOrder_one: '{{count}}টি খারাপ',
    outOfOrder_other: '{{count}}টি খারাপ',
    unknown_one: '{{count}}টির অবস্থা জানা নেই',
    unknown_other: '{{count}}টির অবস্থা জানা নেই',
    state: {
      free: 'খালি',
      in_use: 'ব্যবহার হচ্ছে',
      out_of_order: 'খারাপ',
      unknown: 'অবস্থা জানা নেই',
    },
    points: 'চার্জিং পয়েন্ট',
    heading: 'লাইভ অবস্থা',
    checkInsHeading: 'চালকদের চেক-ইন',
    none: 'কোনো চার্জিং নেটওয়ার্ক এই স্টেশনের লাইভ অবস্থা শেয়ার করে না।',
    planNote:
      'এখানের প্রতিটি চার্জিং পয়েন্ট খারাপ বলে জানানো হয়েছে। অন্য কোনো পথ না থাকায় প্ল্যানটি শুধু এই কারণেই এখানে থামছে।',
    availableNow: 'এখন খালি',
    noneAvailable:
      'এখানে কাছাকাছি কোনো স্টেশন এই মুহূর্তে খালি বলে জানা নেই। লাইভ অবস্থা শুধু সেই নেটওয়ার্কগুলি থেকে আসে যারা তা শেয়ার করে।',
    source: '{{network}} থেকে লাইভ অবস্থা',
  },
};
