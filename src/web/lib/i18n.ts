import i18next, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { en } from '../../domain/i18n/en.ts';

/**
 * i18next over the shared English catalogue (src/domain/i18n/en.ts). Resources are inline, so
 * init is synchronous and the first render already has its words. The hook below is the small
 * part of react-i18next this app needs (a `t` that re-renders on a language change), written
 * here to keep ~4 KB out of the initial bundle.
 */
void i18next.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export const i18n = i18next;

/**
 * Adds an area's strings (src/domain/i18n/areas/*.en.ts) to the catalogue. Screens call it at
 * module level, so the words arrive with the screen's chunk instead of in the initial bundle.
 */
export function registerStrings(area: Record<string, unknown>): void {
  i18next.addResourceBundle('en', 'translation', area, true, false);
}

function subscribe(listener: () => void) {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}
const language = () => i18next.language;

export function useTranslation(): { t: TFunction; language: string } {
  const lng = useSyncExternalStore(subscribe, language, language);
  return { t: i18next.t.bind(i18next) as TFunction, language: lng };
}

/** Words a message from the server or a schema: catalogue keys are translated, other text kept. */
export function wordMessage(message: string): string {
  return i18next.exists(message) ? i18next.t(message) : message;
}
