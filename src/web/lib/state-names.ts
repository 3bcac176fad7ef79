import { registerStrings, useTranslation, type TFunction } from './i18n.ts';

/**
 * A state's name in the reader's language: English as the data writes it, Hindi from
 * data/places/states.csv's native names (src/domain/places/state-names-hi.ts). English needs no
 * strings of its own; the Hindi names come as a chunk of their own, for a Hindi reader only.
 */
const ENGLISH_NAMES = {};
registerStrings(ENGLISH_NAMES, () =>
  import('../../domain/places/state-names-hi.ts').then((m) => ({ stateNames: m.STATE_NAMES_HI })),
);

/** 'Maharashtra' → 'महाराष्ट्र' for a Hindi reader; a name the list lacks is shown as it is. */
export const stateName = (t: TFunction, name: string): string =>
  name.includes('.') ? name : t(`stateNames.${name}`, { defaultValue: name });

/** `stateName` for a component, which renders again when the language or the Hindi names arrive. */
export function useStateName(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => stateName(t, name);
}
