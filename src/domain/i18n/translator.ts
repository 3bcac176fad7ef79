/**
 * Values for a string's {{placeholders}}; `count` also picks the plural form (key_one, key_other),
 * and `defaultValue` is the text for a key the catalogues do not have (instead of the key itself).
 */
export type TranslateVars = Record<string, unknown>;

export type TFunction = (key: string, vars?: TranslateVars) => string;

export interface Translator {
  /** The string at a dotted key, its {{placeholders}} filled; an unknown key comes back as itself. */
  t: TFunction;
  /** True when `key` names a string of the catalogues. */
  exists(key: string): boolean;
  /** The list of strings at a dotted key (paragraphs, a table row), or [] when there is none. */
  list(key: string): string[];
  /** Whatever the first catalogue holding `key` has there (structured content such as slides), unchecked. */
  entry(key: string): unknown;
  /** Adds a catalogue (an area's strings); earlier ones win where both have a key. */
  add(catalogue: Readonly<Record<string, unknown>>): void;
}

/** The entry at a dotted key of one catalogue; own keys only, so 'constructor' is not an entry. */
function entryAt(catalogue: unknown, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && Object.hasOwn(node, part)) {
      node = (node as Record<string, unknown>)[part];
    } else {
      return undefined;
    }
  }
  return node;
}

const isString = (node: unknown): node is string => typeof node === 'string';
const isStringList = (node: unknown): node is string[] => Array.isArray(node) && node.every(isString);
const isPresent = (node: unknown): node is NonNullable<unknown> => node !== undefined;

/**
 * A translator over catalogues of nested strings, written the i18next way: {{name}} placeholders,
 * and with a numeric `count` the key_one / key_other form (Intl.PluralRules for `language`) before
 * the bare key. The server and the web app word their messages with the same code.
 */
export function createTranslator(
  catalogues: ReadonlyArray<Readonly<Record<string, unknown>>>,
  language = 'en',
): Translator {
  const list = [...catalogues];
  // English and Hindi need no plural rules object (an Intl object costs a first render tens of ms on
  // a slow phone); another language makes its own on first use.
  let rules: Intl.PluralRules | undefined;
  const pluralOf = (count: number): string => {
    if (language === 'en') return count === 1 ? 'one' : 'other';
    // Hindi (CLDR: i = 0 or n = 1): 0, 1 and fractions below 1 take the 'one' form.
    if (language === 'hi') return Math.trunc(Math.abs(count)) === 0 || count === 1 ? 'one' : 'other';
    rules ??= new Intl.PluralRules(language);
    return rules.select(count);
  };
  /** The entry at `key` in the first catalogue whose entry there is of the kind asked for. */
  const first = <T>(key: string, kind: (node: unknown) => node is T): T | undefined => {
    for (const catalogue of list) {
      const node = entryAt(catalogue, key);
      if (kind(node)) return node;
    }
    return undefined;
  };
  const find = (key: string) => first(key, isString);
  const t: TFunction = (key, vars) => {
    const count = vars?.count;
    const fallback = typeof vars?.defaultValue === 'string' ? vars.defaultValue : key;
    const text =
      (typeof count === 'number' ? (find(`${key}_${pluralOf(count)}`) ?? find(`${key}_other`)) : undefined) ??
      find(key) ??
      fallback;
    if (!vars) return text;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      Object.hasOwn(vars, name) ? String(vars[name]) : whole,
    );
  };
  return {
    t,
    exists: (key) => find(key) !== undefined,
    entry: (key) => first(key, isPresent),
    list: (key) => [...(first(key, isStringList) ?? [])],
    add: (catalogue) => {
      if (!list.includes(catalogue)) list.push(catalogue);
    },
  };
}
