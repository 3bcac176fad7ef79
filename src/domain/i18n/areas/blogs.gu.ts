/** Gujarati of blogs.en.ts; not yet reviewed by a native speaker; written December 2026 with AI help. */
import type { blogsEn } from './blogs.en.ts';
import type { Translated } from '../translated.ts';

export const blogsGu: Translated<typeof blogsEn> = {
  blogs: {
    header: { blogs: 'બ્લોગ', videos: 'વીડિયો બ્લોગ' },
    tabs: { label: 'બ્લોગનો પ્રકાર', blogs: 'બ્લોગ', videos: 'વીડિયો' },
    empty: 'હજી કોઈ લેખ નથી. કૃપા કરીને થોડા સમયમાં ફરી જુઓ.',
    noVideos: 'હજી કોઈ વીડિયો નથી. કૃપા કરીને થોડા સમયમાં ફરી જુઓ.',
    published: '{{date}} ના રોજ પ્રકાશિત',
    playerTitle: 'વીડિયો પ્લેયર: {{title}}',
    openOnHost: 'આ વીડિયો YouTube પર ખોલો',
    backToBlogs: 'બ્લોગ પર પાછા',
    articleInEnglish: 'આ લેખ અંગ્રેજીમાં છે',
    backToVideos: 'વીડિયો પર પાછા',
    notFound: {
      heading: 'અમને તે લેખ મળ્યો નથી',
      body: 'કદાચ તે ખસેડાયો છે, અથવા લિંક ખોટી લખાઈ છે. યાદીમાંથી બીજો લેખ પસંદ કરો.',
    },
    videoNotFound: {
      heading: 'અમને તે વીડિયો મળ્યો નથી',
      body: 'કદાચ તે હટાવી દેવાયો છે, અથવા લિંક ખોટી લખાઈ છે. યાદીમાંથી બીજો વીડિયો પસંદ કરો.',
    },
    loadFailed: 'આ લેખ લોડ થયો નથી. કૃપા કરીને તમારું કનેક્શન તપાસો અને ફરી પ્રયાસ કરો.',
    englishOnly: 'આ લેખનો હજી અનુવાદ થયો નથી: અહીં તે અંગ્રેજીમાં છે.',
    videoInEnglish: 'આ વીડિયો અંગ્રેજીમાં છે',
    autocomplete: {
      heading: 'સ્થળ શોધો',
      intro:
        'ભારતના કોઈ સ્થળનું નામ લખવાનું શરૂ કરો: શહેર, વિસ્તાર, જિલ્લો અથવા પિનકોડ. સૂચનોમાં ફરવા માટે એરો કી અને કોઈ એક પસંદ કરવા માટે Enter વાપરો.',
      label: 'સ્થળ',
      placeholder: 'દા.ત. Koramangala',
      suggestions: 'સ્થળનાં સૂચનો',
      noMatch: 'માફ કરશો, આવું કોઈ સ્થળ ઉપલબ્ધ નથી',
      count_one: '{{count}} સૂચન',
      count_other: '{{count}} સૂચનો',
      selected: 'તમે {{city}}, {{state}} પસંદ કર્યું.',
    },
  },
};
