/**
 * A language's glossary: the words chosen for the product's key terms, so every screen says
 * "charging station" the same way. `forms` are the accepted spellings (stems, so that a language's
 * case endings still match); a catalogue string whose English has `en` must contain one of them.
 * The sources behind each choice are in docs/glossary/<language>.md.
 */
export interface GlossaryEntry {
  /** The English term, lower case, as it appears in the English catalogue. */
  readonly en: string;
  /** The accepted forms in the language (any one of them must appear where the English term does). */
  readonly forms: readonly string[];
}

export type Glossary = readonly GlossaryEntry[];
