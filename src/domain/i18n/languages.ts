/** (zod-free: this module is in the app's initial bundle; the request schema is language.schema.ts.) */

/**
 * The app's languages: English, Hindi (issue 18), and the languages of the states that drive
 * electric (issue 41): Marathi, Tamil, Telugu, Kannada, Bengali, Malayalam and Gujarati.
 */
export const LANGUAGES = ['en', 'hi', 'mr', 'ta', 'te', 'kn', 'bn', 'ml', 'gu'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every language but English: each has its own catalogues, loaded only for its reader. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en',
);
export type TranslatedLanguage = Exclude<Language, 'en'>;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Each language's name in its own script, as the language switch shows it: a reader finds their
 * language whatever the screen is in now. The same in every catalogue, so it is not translated.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
  bn: 'বাংলা',
  ml: 'മലയാളം',
  gu: 'ગુજરાતી',
};

/**
 * The tag Intl formats a language's dates and plurals with: the language as written in India
 * (`mr-IN`), always with Latin digits, which Indian apps use (Bengali and Marathi would otherwise
 * get their own digits in some engines).
 */
export const intlLocale = (language: Language): string => `${language}-IN-u-nu-latn`;

/** The cookie that tells the server which language to send a page in; the device keeps the choice in localStorage too. */
export const LANGUAGE_COOKIE = 'ev_lang';

/** A year: the choice is the person's until they change it. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The language named by the page request's cookie, if any. */
export function languageFromCookie(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * The first visit follows the browser's language: the Accept-Language entry with the highest
 * weight that is one of the app's languages (mr-IN counts as Marathi), English when none is listed.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let best: { language: Language; q: number; order: number } | undefined;
  header.split(',').forEach((entry, order) => {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) return;
    if (!best || q > best.q || (q === best.q && order < best.order)) best = { language: primary, q, order };
  });
  return best?.language ?? 'en';
}

/** A request's language: the person's choice (the cookie), else the browser's (Accept-Language), else English. */
export function requestLanguage(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Language {
  return languageFromCookie(headers.cookie) ?? languageFromAcceptLanguage(headers['accept-language']);
}
