import { isLanguage, languageFromAcceptLanguage, type Language } from '../../domain/i18n/languages.ts';

/**
 * Saved pages are kept per address and language: the server sends a page in the person's language
 * (its cookie, else the browser's Accept-Language; web.server.ts), and a page saved in English
 * must not open in place of the Hindi one. The language is in the key's query under a name the
 * app never uses; the address itself is what the page is fetched again from.
 */
const LANGUAGE_PARAM = 'ev-saved-lang';

export function pageKey(url: string, language: Language): string {
  const key = new URL(url);
  key.hash = '';
  key.searchParams.set(LANGUAGE_PARAM, language);
  return key.href;
}

/** The address a page key was made from, and its language (English for a key without one). */
export function pageOfKey(key: string): { url: string; language: Language } {
  const url = new URL(key);
  const language = url.searchParams.get(LANGUAGE_PARAM);
  url.searchParams.delete(LANGUAGE_PARAM);
  return { url: url.href, language: isLanguage(language) ? language : 'en' };
}

/** The language a page came in: its Content-Language (English when it says none or another). */
export function languageOfPage(response: Response): Language {
  const language = response.headers.get('content-language')?.trim().toLowerCase();
  return isLanguage(language) ? language : 'en';
}

/**
 * The language the server would send a page in now: the app's cookie, else the browser's own list
 * (which is what its Accept-Language says).
 */
export function wantedLanguage(cookie: string | null | undefined, browserLanguages: readonly string[]): Language {
  return isLanguage(cookie) ? cookie : languageFromAcceptLanguage(browserLanguages.join(','));
}
