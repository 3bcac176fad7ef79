/** (zod-free: this module is in the app's initial bundle; the request schema is language.schema.ts.) */

/** The app's languages: English, and Hindi for the many who read it first (issue 18). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

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
 * weight that is Hindi or English (hi-IN counts as Hindi), English when neither is listed.
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
