import type { TranslateVars } from '../../domain/i18n/translator.ts';

/**
 * The rewording of server messages (issues 18, 41): a chunk of its own, loaded only for a reader
 * of a language other than English (i18n.ts `setLanguage`), so English pages never carry it.
 */

type Catalogue = Readonly<Record<string, unknown>>;

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

/** Every string of a catalogue with its dotted key (lists and structured entries are not messages). */
function* strings(node: unknown, prefix: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [prefix, node];
  else if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) yield* strings(value, prefix ? `${prefix}.${key}` : key);
  }
}

/** Letters a template must have besides its placeholders to be matched against a message. */
const MIN_LITERAL = 12;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'plan.stops_other' → 'plan.stops': the translator picks the form again from `count`. */
const baseKey = (key: string) => key.replace(/_(one|other)$/, '');

/**
 * The server words its messages in English, as the API's contract has them; for a reader of
 * another language the app finds the English string each came from (placeholders included: 'The
 * OTP you entered is incorrect. 2 attempts left.' is errors.otpWrong with left = 2) and words it
 * in their language through `t`. A message matching no string is shown as it came.
 */
export function messageRewording(catalogues: readonly Catalogue[], t: (key: string, vars?: TranslateVars) => string) {
  let seen = -1;
  let exact = new Map<string, string>();
  let templates: Template[] = [];
  const build = () => {
    exact = new Map();
    templates = [];
    for (const catalogue of catalogues) {
      for (const [key, text] of strings(catalogue, '')) {
        if (!text.includes('{{')) {
          if (!exact.has(text)) exact.set(text, baseKey(key));
          continue;
        }
        // A template of mostly placeholders ('{{n}} of {{total}}') would match any message.
        if (text.replace(/\{\{\w+\}\}/g, '').trim().length < MIN_LITERAL) continue;
        const names: string[] = [];
        const source = text
          .split(/(\{\{\w+\}\})/)
          .map((part) => {
            const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
            if (!name) return escapeRegExp(part);
            names.push(name);
            return '(.+?)';
          })
          .join('');
        templates.push({ key: baseKey(key), pattern: new RegExp(`^${source}$`), names });
      }
    }
    seen = catalogues.length;
  };
  return (message: string): string | undefined => {
    if (seen !== catalogues.length) build();
    const key = exact.get(message);
    if (key) return t(key);
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const vars: TranslateVars = {};
      template.names.forEach((name, i) => {
        const value = match[i + 1] ?? '';
        vars[name] = name === 'count' && /^\d+$/.test(value) ? Number(value) : value;
      });
      return t(template.key, vars);
    }
    return undefined;
  };
}
