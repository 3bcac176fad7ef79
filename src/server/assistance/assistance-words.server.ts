import { assistanceEn } from '../../domain/i18n/areas/assistance.en.ts';
import { assistanceHi } from '../../domain/i18n/areas/assistance.hi.ts';
import { en } from '../../domain/i18n/en.ts';
import { hi } from '../../domain/i18n/hi.ts';
import { createTranslator, type Translator } from '../../domain/i18n/translator.ts';

/** The assistance words in the person's language (their account's), for the SMS and the place line. */
const translators: Record<'en' | 'hi', Translator> = {
  en: createTranslator([en, assistanceEn], 'en'),
  hi: createTranslator([hi, assistanceHi], 'hi'),
};

export const languageOf = (stored: string | undefined): 'en' | 'hi' => (stored === 'hi' ? 'hi' : 'en');

export const wordsIn = (language: 'en' | 'hi'): Translator => translators[language];
