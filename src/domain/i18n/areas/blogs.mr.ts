/** Marathi of blogs.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { blogsEn } from './blogs.en.ts';
import type { Translated } from '../translated.ts';

export const blogsMr: Translated<typeof blogsEn> = {
  blogs: {
    header: { blogs: 'ब्लॉग', videos: 'व्हिडिओ ब्लॉग' },
    tabs: { label: 'ब्लॉगचा प्रकार', blogs: 'ब्लॉग', videos: 'व्हिडिओ' },
    empty: 'अजून कोणतेही लेख नाहीत. कृपया लवकरच पुन्हा पाहा.',
    noVideos: 'अजून कोणतेही व्हिडिओ नाहीत. कृपया लवकरच पुन्हा पाहा.',
    published: '{{date}} रोजी प्रकाशित',
    playerTitle: 'व्हिडिओ प्लेअर: {{title}}',
    openOnHost: 'हा व्हिडिओ YouTube वर उघडा',
    backToBlogs: 'ब्लॉगकडे परत',
    articleInEnglish: 'हा लेख इंग्रजीत आहे',
    backToVideos: 'व्हिडिओकडे परत',
    notFound: {
      heading: 'आम्हाला तो लेख सापडला नाही',
      body: 'तो हलवला गेला असेल, किंवा लिंक चुकीची टाइप झाली असेल. यादीतून दुसरा लेख निवडा.',
    },
    videoNotFound: {
      heading: 'आम्हाला तो व्हिडिओ सापडला नाही',
      body: 'तो काढून टाकला गेला असेल, किंवा लिंक चुकीची टाइप झाली असेल. यादीतून दुसरा व्हिडिओ निवडा.',
    },
    loadFailed: 'हा लेख लोड झाला नाही. कृपया तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    englishOnly: 'या लेखाचे अजून भाषांतर झालेले नाही: तो इथे इंग्रजीत आहे.',
    videoInEnglish: 'हा व्हिडिओ इंग्रजीत आहे',
    autocomplete: {
      heading: 'ठिकाण शोधा',
      intro:
        'भारतातील एखाद्या ठिकाणाचे नाव टाइप करायला सुरुवात करा: शहर, परिसर, जिल्हा किंवा पिनकोड. सूचनांमध्ये फिरण्यासाठी ॲरो की आणि एखादी निवडण्यासाठी Enter वापरा.',
      label: 'ठिकाण',
      placeholder: 'उदा. Koramangala',
      suggestions: 'ठिकाणांच्या सूचना',
      noMatch: 'माफ करा, असे कोणतेही ठिकाण उपलब्ध नाही',
      count_one: '{{count}} सूचना',
      count_other: '{{count}} सूचना',
      selected: 'तुम्ही {{city}}, {{state}} निवडले.',
    },
  },
};
