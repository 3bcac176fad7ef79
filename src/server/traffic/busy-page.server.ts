import { brand } from '../../domain/brand/brand.config.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { translateIn } from '../../domain/i18n/translate.ts';
import type { TranslateVars } from '../../domain/i18n/translator.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page sent instead of a page when an address is over the flood level (decision 0018): small,
 * in the app's colours and the person's language, no script (the page's policy allows none
 * inline), and a 'Try again' button that asks for the same address again. A form with GET
 * replaces the query, so the query's fields ride along as hidden inputs.
 */
export function busyPageHtml(url: string, language: Language, retryAfterSeconds: number): string {
  // Every language's words are loaded when the traffic plugin starts (loadTranslations).
  const t = (key: string, vars?: TranslateVars) => translateIn(language, key, vars);
  const [path = '/', query = ''] = url.split('?', 2);
  const hidden = [...new URLSearchParams(query)]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const body =
    retryAfterSeconds <= 1
      ? t('busyPage.bodyOneSecond')
      : retryAfterSeconds > 90
        ? t('busyPage.bodyMinutes', { minutes: Math.ceil(retryAfterSeconds / 60) })
        : t('busyPage.body', { seconds: retryAfterSeconds });
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('busyPage.title'))} · ${escapeHtml(brand.appName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari','Noto Sans Tamil','Noto Sans Telugu','Noto Sans Kannada','Noto Sans Bengali','Noto Sans Malayalam','Noto Sans Gujarati',sans-serif;background:#f4f7f9;color:#1b2631;line-height:1.45}
header{background:${brand.headerColour};color:#fff;padding:14px 16px;font-weight:600;font-size:18px}
main{max-width:640px;margin:0 auto;padding:32px 20px;text-align:center}
h1{font-size:20px;margin:0 0 12px}p{margin:0 0 24px;color:#52606d}
button{font:inherit;font-weight:600;background:${brand.headerColour};color:#fff;border:0;border-radius:14px;padding:12px 28px;min-height:48px;cursor:pointer}
button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
</style></head>
<body><header>${escapeHtml(brand.appName)}</header>
<main><h1>${escapeHtml(t('busyPage.heading'))}</h1><p>${escapeHtml(body)}</p>
<form method="get" action="${escapeHtml(path)}">${hidden}<button type="submit">${escapeHtml(t('busyPage.tryAgain'))}</button></form></main>
</body></html>`;
}
