import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '../../domain/i18n/languages.ts';
import { api } from './api-client.ts';
import { setLanguage } from './i18n.ts';
import { storage } from './storage.ts';

/** The device's choice (localStorage), read once at start: never during a render (see prerender-snapshot.ts). */
const LANGUAGE_KEY = 'lang';

function storedChoice(): Language | undefined {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie tells the server which language to send pages in (web.server.ts). */
function writeCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

const browserLanguage = (): Language => (navigator.languages ?? [navigator.language]).map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage) ?? 'en';

/**
 * The language to start in: the device's choice; else the page's (the server follows the
 * browser's Accept-Language on a first visit, web.server.ts); else the browser's own list.
 */
export function initialLanguage(): Language {
  const chosen = storedChoice();
  if (chosen) {
    // A cleared cookie would make the server send the other language next time.
    if (!document.cookie.includes(`${LANGUAGE_COOKIE}=${chosen}`)) writeCookie(chosen);
    return chosen;
  }
  const page = document.documentElement.lang;
  return isLanguage(page) ? page : browserLanguage();
}

/**
 * A person's choice: the app switches at once, the device and the server's page cookie remember
 * it, and a signed-in person's account too, so it follows them to another phone.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the cookie still carries it.
  }
  writeCookie(language);
  if (storage.token()) void api('PUT', '/ev/user/language', { language });
}

/** After sign-in: the language the person chose on another phone, if any, becomes this one's. */
export async function adoptAccountLanguage(): Promise<void> {
  const result = await api<{ language: Language | null }>('GET', '/ev/user/language');
  const language = result.success ? result.data?.language : null;
  if (isLanguage(language) && language !== document.documentElement.lang) await chooseLanguage(language);
  else if (result.success && !language) void api('PUT', '/ev/user/language', { language: document.documentElement.lang === 'hi' ? 'hi' : 'en' });
}
