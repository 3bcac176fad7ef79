/** Bengali of sales.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. Source names keep their proper names in Latin letters. */
import type { Translated } from '../translated.ts';
import type { salesEn } from './sales.en.ts';

export const salesBn: Translated<typeof salesEn> = {
  salesNote: {
    toggle: 'এই সংখ্যাগুলি কোথা থেকে আসে',
    intro: 'কাউন্টারগুলি ভারতে ইলেকট্রিক গাড়ির নতুন রেজিস্ট্রেশন মাসে মাসে যোগ করে, {{from}} থেকে {{asOf}} পর্যন্ত।',
    category: {
      twoWheeler: 'দু-চাকার গাড়ি',
      fourWheeler: 'চার-চাকার গাড়ি (কার)',
    },
    span: '{{from}} – {{to}}: {{source}}',
    oneMonth: '{{month}}: {{source}}',
    missing: '{{category}}: {{months}}-এর কোনো পূর্ণ সংখ্যা নেই, তাই কাউন্টার সেটি বাদ দেয়।',
    terms:
      'Vahan-এর সংখ্যাগুলি ভারত সরকারের সড়ক পরিবহণ ও মহাসড়ক মন্ত্রকের (MoRTH) Vahan ড্যাশবোর্ড থেকে, সূত্র উল্লেখ করে নেওয়া হয়েছে। FADA-র সংখ্যাগুলি © FADA।',
    sources: {
      'vahan-category':
        'Vahan (MoRTH), গাড়ির শ্রেণি অনুযায়ী মাসিক রেজিস্ট্রেশন, Kaggle ডেটা সেট “India EV Market Data”-এর মাধ্যমে',
      S1: 'Vahan (MoRTH): ইলেকট্রিক মোটর কার ও ক্যাব, ওপেন প্রজেক্ট kapil433/vahan-analytics-এর সংকলন অনুযায়ী',
      S2: 'Vahan (MoRTH)-এর রেজিস্ট্রেশন, তৃতীয় পক্ষের “Weekly Vahan Retail volumes Tracker”-এর সংকলন অনুযায়ী (কপি: vaidyaritesh88/Vahan-app)',
      S3a: 'Vahan (MoRTH): Vahan ড্যাশবোর্ড থেকে নেওয়া ইলেকট্রিক দু-চাকার গাড়ির তথ্য',
      S3b: 'Vahan (MoRTH): Vahan ড্যাশবোর্ড থেকে নেওয়া সব ইলেকট্রিক গাড়ির তথ্য',
      F1: 'FADA Research, MoRTH-এর সহযোগিতায়: “Vehicle Retail Data for Jun’26” (গাড়ির খুচরো বিক্রির সংখ্যা, Vahan এক্সপোর্ট নয়)',
      vahan: 'Vahan (MoRTH): Vahan ড্যাশবোর্ড থেকে নেওয়া তথ্য',
      fada: 'FADA Research, MoRTH-এর সহযোগিতায়: মাসিক খুচরো বিক্রির রিপোর্ট (খুচরো বিক্রির সংখ্যা, Vahan এক্সপোর্ট নয়)',
    },
  },
};
