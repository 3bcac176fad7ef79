import { areaCatalogues } from './areas/all-areas.ts';
import { en } from './en.ts';

/** A dotted key into the English catalogue, e.g. 'validation.mobile'. */
export type MessageKey = string;

type Vars = Record<string, string | number>;

/**
 * Looks a dotted key up in the catalogue and fills {{placeholders}}; the server uses it to word
 * its messages exactly as the web app does. An unknown key comes back as itself, so a typo shows
 * up in a test rather than as an empty message.
 */
export function translate(key: MessageKey, vars: Vars = {}): string {
  const node = [en, ...areaCatalogues].map((catalogue) => lookUp(catalogue, key)).find((found) => found !== undefined);
  if (node === undefined) return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    name in vars ? String(vars[name]) : `{{${name}}}`,
  );
}

/** True when `text` is a key of the catalogue rather than already-worded text. */
export function isMessageKey(text: string): boolean {
  return translate(text) !== text;
}

/** The string at a dotted key of one catalogue; own keys only, so 'constructor' is not an entry. */
function lookUp(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && Object.hasOwn(node, part)) {
      node = (node as Record<string, unknown>)[part];
    } else {
      return undefined;
    }
  }
  return typeof node === 'string' ? node : undefined;
}
