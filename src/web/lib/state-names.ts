import { languageFiles, loadCatalogue } from '../../domain/i18n/language-files.ts';
import { registerStrings, useTranslation, type TFunction } from './i18n.ts';

/**
 * A state's name in the reader's language: English as the data writes it, another language's from
 * src/domain/places/state-names-<lang>.ts (Hindi's: data/places/states.csv's native names). English
 * needs no strings of its own; each language's names come as a chunk of their own, for its reader only.
 */
const ENGLISH_NAMES = {};
registerStrings(ENGLISH_NAMES, (language) =>
  languageFiles(language)
    .then((files) => loadCatalogue(files.stateNames))
    .then((names) => (names ? { stateNames: names } : undefined)),
);

/** 'Maharashtra' → 'महाराष्ट्र' for a Hindi reader; a name the list lacks is shown as it is. */
export const stateName = (t: TFunction, name: string): string =>
  name.includes('.') ? name : t(`stateNames.${name}`, { defaultValue: name });

/** `stateName` for a component, which renders again when the language or the Hindi names arrive. */
export function useStateName(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => stateName(t, name);
}
