/** Marathi of sales.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. Source names keep their proper names in Latin letters. */
import type { Translated } from '../translated.ts';
import type { salesEn } from './sales.en.ts';

export const salesMr: Translated<typeof salesEn> = {
  salesNote: {
    toggle: 'हे आकडे कुठून येतात',
    intro: 'हे काउंटर भारतातील इलेक्ट्रिक वाहनांची नवी नोंदणी महिन्यागणिक जोडतात, {{from}} ते {{asOf}} पर्यंत.',
    category: {
      twoWheeler: 'दुचाकी',
      fourWheeler: 'चारचाकी (कार)',
    },
    span: '{{from}} – {{to}}: {{source}}',
    oneMonth: '{{month}}: {{source}}',
    missing: '{{category}}: {{months}} साठी पूर्ण आकडा नाही, म्हणून काउंटर तो वगळतो.',
    terms:
      'Vahan चे आकडे भारत सरकारच्या रस्ते वाहतूक आणि महामार्ग मंत्रालयाच्या (MoRTH) Vahan डॅशबोर्डवरून, स्रोताचा उल्लेख करून घेतले आहेत. FADA च्या आकड्यांचा कॉपीराइट © FADA.',
    sources: {
      'vahan-category': 'Vahan (MoRTH), वाहन श्रेणीनुसार मासिक नोंदणी, Kaggle डेटा सेट “India EV Market Data” मार्फत',
      S1: 'Vahan (MoRTH): इलेक्ट्रिक मोटार कार आणि कॅब, ओपन प्रोजेक्ट kapil433/vahan-analytics ने संकलित केल्याप्रमाणे',
      S2: 'Vahan (MoRTH) नोंदणी, एका त्रयस्थ “Weekly Vahan Retail volumes Tracker” मध्ये संकलित केल्याप्रमाणे (प्रत: vaidyaritesh88/Vahan-app)',
      S3a: 'Vahan (MoRTH): Vahan डॅशबोर्डवरून काढलेली इलेक्ट्रिक दुचाकींची माहिती',
      S3b: 'Vahan (MoRTH): Vahan डॅशबोर्डवरून काढलेली सर्व इलेक्ट्रिक वाहनांची माहिती',
      F1: 'FADA Research, MoRTH च्या सहकार्याने: “Vehicle Retail Data for Jun’26” (वाहनांच्या किरकोळ विक्रीचे आकडे, Vahan एक्सपोर्ट नाही)',
      vahan: 'Vahan (MoRTH): Vahan डॅशबोर्डवरून काढलेली माहिती',
      fada: 'FADA Research, MoRTH च्या सहकार्याने: मासिक किरकोळ विक्री अहवाल (किरकोळ विक्रीचे आकडे, Vahan एक्सपोर्ट नाही)',
    },
  },
};
