import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.ts';

/** PUT /ev/user/language: the person's choice, kept on the server. */
export const languageBody = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
});
export type LanguageBody = z.input<typeof languageBody>;

/** GET and PUT /ev/user/language: the person's language, null when never chosen. */
export interface AccountLanguage {
  language: Language | null;
}
