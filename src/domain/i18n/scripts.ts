import type { Language } from './languages.ts';

/** The script each language is written in (issue 41): its font (src/web/fonts.css) and its Unicode block. */
export const LANGUAGE_SCRIPTS = {
  en: 'Latin',
  hi: 'Devanagari',
  mr: 'Devanagari',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  bn: 'Bengali',
  ml: 'Malayalam',
  gu: 'Gujarati',
} as const satisfies Record<Language, string>;
export type Script = (typeof LANGUAGE_SCRIPTS)[Language];

/** Each Indian script's Unicode block: a letter of it marks text as written in that script. */
export const SCRIPT_LETTERS: Readonly<Record<Exclude<Script, 'Latin'>, RegExp>> = {
  Devanagari: /[\u0900-\u097F]/,
  Bengali: /[\u0980-\u09FF]/,
  Gujarati: /[\u0A80-\u0AFF]/,
  Tamil: /[\u0B80-\u0BFF]/,
  Telugu: /[\u0C00-\u0C7F]/,
  Kannada: /[\u0C80-\u0CFF]/,
  Malayalam: /[\u0D00-\u0D7F]/,
};

/** True when `text` has a letter of the language's own script (always true for English). */
export function isInScriptOf(language: Language, text: string): boolean {
  const script = LANGUAGE_SCRIPTS[language];
  return script === 'Latin' || SCRIPT_LETTERS[script].test(text);
}
