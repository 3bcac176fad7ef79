import type { Translated } from '../translated.ts';
import type { salesEn } from './sales.en.ts';

/** Hindi of sales.en.ts (written December 2026). Source names keep their proper names in Latin letters. */
export const salesHi: Translated<typeof salesEn> = {
  salesNote: {
    toggle: 'ये आँकड़े कहाँ से आते हैं',
    intro: 'ये काउंटर भारत में इलेक्ट्रिक वाहनों के नए रजिस्ट्रेशन महीने-दर-महीने जोड़ते हैं, {{from}} से {{asOf}} तक।',
    category: {
      twoWheeler: 'दोपहिया वाहन',
      fourWheeler: 'चारपहिया वाहन (कारें)',
    },
    span: '{{from}} – {{to}}: {{source}}',
    oneMonth: '{{month}}: {{source}}',
    missing: '{{category}}: {{months}} का कोई पूरा आँकड़ा नहीं है, इसलिए काउंटर में उसे नहीं जोड़ा गया।',
    terms:
      'वाहन के आँकड़े सड़क परिवहन और राजमार्ग मंत्रालय (MoRTH), भारत सरकार के वाहन डैशबोर्ड से, स्रोत बताते हुए लिए गए हैं। FADA के आँकड़ों का कॉपीराइट FADA के पास है।',
    sources: {
      'vahan-category':
        'वाहन (MoRTH), वाहन की श्रेणी के अनुसार मासिक रजिस्ट्रेशन, Kaggle डेटा सेट “India EV Market Data” के ज़रिए',
      S1: 'वाहन (MoRTH): इलेक्ट्रिक मोटर कारें और कैब, ओपन प्रोजेक्ट kapil433/vahan-analytics के संकलन से',
      S2: 'वाहन (MoRTH) के रजिस्ट्रेशन, एक निजी संस्था के “Weekly Vahan Retail volumes Tracker” के संकलन से (प्रति: vaidyaritesh88/Vahan-app)',
      S3a: 'वाहन (MoRTH): वाहन डैशबोर्ड से निकाले गए इलेक्ट्रिक दोपहिया वाहनों के आँकड़े',
      S3b: 'वाहन (MoRTH): वाहन डैशबोर्ड से निकाले गए सभी इलेक्ट्रिक वाहनों के आँकड़े',
      F1: 'FADA रिसर्च, MoRTH के सहयोग से: “Vehicle Retail Data for Jun’26” (खुदरा बिक्री के आँकड़े, वाहन डैशबोर्ड के नहीं)',
      vahan: 'वाहन (MoRTH): वाहन डैशबोर्ड से निकाले गए आँकड़े',
      fada: 'FADA रिसर्च, MoRTH के सहयोग से: मासिक खुदरा बिक्री रिपोर्ट (खुदरा बिक्री के आँकड़े, वाहन डैशबोर्ड के नहीं)',
    },
  },
};
