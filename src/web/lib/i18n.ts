import { en } from '../../domain/i18n/en.ts';
import { createTranslator, type TFunction } from '../../domain/i18n/translator.ts';

export type { TFunction } from '../../domain/i18n/translator.ts';

/**
 * The app's words: the shared English catalogue (src/domain/i18n/en.ts) plus each area's strings
 * as its screens load, through the same translator the server uses ({{placeholders}}, key_one /
 * key_other plurals). About 0.6 KB where i18next was ~15 KB gzip of the initial bundle.
 */
const english = createTranslator([en]);
const LANGUAGE = 'en';

export const i18n = { t: english.t, exists: english.exists, list: english.list, entry: english.entry, language: LANGUAGE };

/**
 * Adds an area's strings (src/domain/i18n/areas/*.en.ts) to the catalogue. Screens call it at
 * module level, so the words arrive with the screen's chunk instead of in the initial bundle.
 */
export function registerStrings(area: Record<string, unknown>): void {
  english.add(area);
}

interface Translation {
  t: TFunction;
  /** The list of strings at a key (paragraphs, a spec row). */
  list: (key: string) => string[];
  language: string;
}
const translation: Translation = { t: english.t, list: english.list, language: LANGUAGE };

/** `t` for a component. One language today; a second would come with a store to re-render on change. */
export function useTranslation(): Translation {
  return translation;
}

/** Words a message from the server or a schema: catalogue keys are translated, other text kept. */
export function wordMessage(message: string): string {
  return english.exists(message) ? english.t(message) : message;
}
