/** Telugu of blogs.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { blogsEn } from './blogs.en.ts';
import type { Translated } from '../translated.ts';

export const blogsTe: Translated<typeof blogsEn> = {
  blogs: {
    header: { blogs: 'బ్లాగులు', videos: 'వీడియో బ్లాగులు' },
    tabs: { label: 'బ్లాగ్ రకం', blogs: 'బ్లాగులు', videos: 'వీడియోలు' },
    empty: 'ఇంకా వ్యాసాలు లేవు. దయచేసి త్వరలో మళ్లీ చూడండి.',
    noVideos: 'ఇంకా వీడియోలు లేవు. దయచేసి త్వరలో మళ్లీ చూడండి.',
    published: '{{date}}న ప్రచురించబడింది',
    playerTitle: 'వీడియో ప్లేయర్: {{title}}',
    openOnHost: 'ఈ వీడియోను YouTubeలో తెరవండి',
    backToBlogs: 'బ్లాగులకు తిరిగి వెళ్లండి',
    backToVideos: 'వీడియోలకు తిరిగి వెళ్లండి',
    notFound: {
      heading: 'ఆ వ్యాసం మాకు కనిపించలేదు',
      body: 'అది వేరే చోటికి మారి ఉండవచ్చు, లేదా లింక్ తప్పుగా టైప్ అయి ఉండవచ్చు. జాబితా నుండి మరో వ్యాసం ఎంచుకోండి.',
    },
    videoNotFound: {
      heading: 'ఆ వీడియో మాకు కనిపించలేదు',
      body: 'దాన్ని తీసివేసి ఉండవచ్చు, లేదా లింక్ తప్పుగా టైప్ అయి ఉండవచ్చు. జాబితా నుండి మరో వీడియో ఎంచుకోండి.',
    },
    loadFailed: 'ఈ వ్యాసం లోడ్ కాలేదు. దయచేసి మీ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.',
    englishOnly: 'ఈ వ్యాసం ఇంకా అనువదించలేదు: ఇక్కడ ఇంగ్లీష్‌లో ఉంది.',
    videoInEnglish: 'ఈ వీడియో ఇంగ్లీష్‌లో ఉంది',
    articleInEnglish: 'ఈ వ్యాసం ఇంగ్లీష్‌లో ఉంది',
    autocomplete: {
      heading: 'ప్రదేశాన్ని కనుగొనండి',
      intro:
        'భారతదేశంలోని ఒక ప్రదేశం టైప్ చేయడం మొదలుపెట్టండి: నగరం, ప్రాంతం, జిల్లా లేదా పిన్‌కోడ్. సూచనల మధ్య కదలడానికి బాణం కీలను, ఒకదాన్ని ఎంచుకోవడానికి Enter ను వాడండి.',
      label: 'ప్రదేశం',
      placeholder: 'ఉదా. Koramangala',
      suggestions: 'ప్రదేశ సూచనలు',
      noMatch: 'క్షమించండి, అలాంటి ప్రదేశం అందుబాటులో లేదు',
      count_one: '{{count}} సూచన',
      count_other: '{{count}} సూచనలు',
      selected: 'మీరు {{city}}, {{state}} ఎంచుకున్నారు.',
    },
  },
};
