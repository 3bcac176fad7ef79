/** Hindi of blogs.en.ts; not yet reviewed by anyone outside the team; written November 2026. */
import type { blogsEn } from './blogs.en.ts';
import type { Translated } from '../translated.ts';

export const blogsHi: Translated<typeof blogsEn> = {
  blogs: {
    header: { blogs: 'ब्लॉग', videos: 'वीडियो ब्लॉग' },
    tabs: { label: 'ब्लॉग का प्रकार', blogs: 'ब्लॉग', videos: 'वीडियो' },
    empty: 'अभी कोई लेख नहीं है। कृपया जल्द ही फिर देखें।',
    noVideos: 'अभी कोई वीडियो नहीं है। कृपया जल्द ही फिर देखें।',
    published: '{{date}} को प्रकाशित',
    playerTitle: 'वीडियो प्लेयर: {{title}}',
    openOnHost: 'यह वीडियो YouTube पर खोलें',
    backToBlogs: 'ब्लॉग पर वापस जाएँ',
    backToVideos: 'वीडियो पर वापस जाएँ',
    notFound: {
      heading: 'हमें वह लेख नहीं मिला',
      body: 'हो सकता है वह कहीं और चला गया हो, या लिंक में टाइपिंग की गलती हो। लिस्ट से कोई दूसरा लेख चुनें।',
    },
    videoNotFound: {
      heading: 'हमें वह वीडियो नहीं मिला',
      body: 'हो सकता है वह हटा दिया गया हो, या लिंक में टाइपिंग की गलती हो। लिस्ट से कोई दूसरा वीडियो चुनें।',
    },
    loadFailed: 'यह लेख लोड नहीं हुआ। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    englishOnly: 'इस लेख का हिन्दी अनुवाद अभी नहीं हुआ है। नीचे इसे अंग्रेज़ी में पढ़ें।',
    videoInEnglish: 'वीडियो अंग्रेज़ी में है',
    articleInEnglish: 'यह लेख अंग्रेज़ी में है',
    autocomplete: {
      heading: 'कोई जगह खोजें',
      intro:
        'भारत की कोई जगह टाइप करना शुरू करें: शहर, मोहल्ला, ज़िला या पिनकोड। सुझावों में ऊपर-नीचे जाने के लिए ऐरो की और किसी सुझाव को चुनने के लिए Enter दबाएँ।',
      label: 'जगह',
      placeholder: 'जैसे Koramangala',
      suggestions: 'जगह के सुझाव',
      noMatch: 'माफ़ करें, ऐसी कोई जगह नहीं मिली',
      count_one: '{{count}} सुझाव',
      count_other: '{{count}} सुझाव',
      selected: 'आपने {{city}}, {{state}} चुना।',
    },
  },
};
