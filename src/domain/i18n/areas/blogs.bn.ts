/** Bengali of blogs.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { blogsEn } from './blogs.en.ts';
import type { Translated } from '../translated.ts';

export const blogsBn: Translated<typeof blogsEn> = {
  blogs: {
    header: { blogs: 'ব্লগ', videos: 'ভিডিও ব্লগ' },
    tabs: { label: 'ব্লগের ধরন', blogs: 'ব্লগ', videos: 'ভিডিও' },
    empty: 'এখনও কোনো লেখা নেই। অনুগ্রহ করে কিছুদিন পরে আবার দেখুন।',
    noVideos: 'এখনও কোনো ভিডিও নেই। অনুগ্রহ করে কিছুদিন পরে আবার দেখুন।',
    published: 'প্রকাশিত {{date}}',
    playerTitle: 'ভিডিও প্লেয়ার: {{title}}',
    openOnHost: 'এই ভিডিওটি YouTube-এ খুলুন',
    backToBlogs: 'ব্লগে ফিরে যান',
    articleInEnglish: 'এই লেখাটি ইংরেজিতে',
    backToVideos: 'ভিডিওতে ফিরে যান',
    notFound: {
      heading: 'লেখাটি খুঁজে পাওয়া যায়নি',
      body: 'হয়তো এটি সরানো হয়েছে, বা লিংকে ভুল আছে। তালিকা থেকে অন্য একটি লেখা বেছে নিন।',
    },
    videoNotFound: {
      heading: 'ভিডিওটি খুঁজে পাওয়া যায়নি',
      body: 'হয়তো এটি সরিয়ে দেওয়া হয়েছে, বা লিংকে ভুল আছে। তালিকা থেকে অন্য একটি ভিডিও বেছে নিন।',
    },
    loadFailed: 'লেখাটি লোড হয়নি। অনুগ্রহ করে আপনার কানেকশন দেখে আবার চেষ্টা করুন।',
    englishOnly: 'এই লেখাটি এখনও অনুবাদ করা হয়নি: এখানে এটি ইংরেজিতে দেওয়া হল।',
    videoInEnglish: 'ভিডিওটি ইংরেজিতে',
    autocomplete: {
      heading: 'একটি জায়গা খুঁজুন',
      intro:
        'ভারতের কোনো জায়গার নাম লিখতে শুরু করুন: শহর, পাড়া, জেলা বা পিনকোড। পরামর্শগুলির মধ্যে যেতে তীর-চিহ্নের কী আর বেছে নিতে Enter ব্যবহার করুন।',
      label: 'জায়গা',
      placeholder: 'যেমন Koramangala',
      suggestions: 'জায়গার পরামর্শ',
      noMatch: 'দুঃখিত, এমন কোনো জায়গা পাওয়া যাচ্ছে না',
      count_one: '{{count}}টি পরামর্শ',
      count_other: '{{count}}টি পরামর্শ',
      selected: 'আপনি বেছে নিয়েছেন {{city}}, {{state}}।',
    },
  },
};
