import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '../../domain/i18n/languages.ts';

/**
 * The language a page starts in (main.tsx), kept small: it is in every page's initial bundle.
 * Choosing one is language-choice.ts, loaded when a person changes it.
 */

/** The device's choice (localStorage), read once at start: never during a render (see prerender-snapshot.ts). */
export const LANGUAGE_KEY = 'lang';

function storedChoice(): Language | undefined {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie tells the server which language to send pages in (web.server.ts). */
export function writeLanguageCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

const browserLanguage = (): Language =>
  (navigator.languages ?? [navigator.language]).map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage) ?? 'en';

/**
 * The language to start in: the device's choice; else the page's (the server follows the
 * browser's Accept-Language on a first visit, web.server.ts); else the browser's own list.
 */
export function initialLanguage(): Language {
  const chosen = storedChoice();
  if (chosen) {
    // A cleared cookie would make the server send the other language next time.
    if (!document.cookie.includes(`${LANGUAGE_COOKIE}=${chosen}`)) writeLanguageCookie(chosen);
    return chosen;
  }
  const page = document.documentElement.lang;
  return isLanguage(page) ? page : browserLanguage();
}
