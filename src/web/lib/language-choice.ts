import { isLanguage, type Language } from '../../domain/i18n/languages.ts';
import { getAccountLanguage } from './api/get-account-language.ts';
import { saveAccountLanguage } from './api/save-account-language.ts';
import { setLanguage } from './i18n.ts';
import { LANGUAGE_KEY, writeLanguageCookie } from './language-start.ts';
import { storage } from './storage.ts';

/**
 * A person's choice: the app switches at once, the device and the server's page cookie remember
 * it, and a signed-in person's account too, so it follows them to another phone. Loaded when the
 * language switch is used (components/language-switch.tsx) or after sign-in, not with the page.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the cookie still carries it.
  }
  writeLanguageCookie(language);
  if (storage.token()) void saveAccountLanguage({ language });
}

/** After sign-in: the language the person chose on another phone, if any, becomes this one's. */
export async function adoptAccountLanguage(): Promise<void> {
  const result = await getAccountLanguage();
  const language = result.success ? result.data?.language : null;
  if (isLanguage(language) && language !== document.documentElement.lang) await chooseLanguage(language);
  else if (result.success && !language)
    void saveAccountLanguage({
      language: isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en',
    });
}
