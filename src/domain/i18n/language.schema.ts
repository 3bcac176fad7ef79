import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/** PUT /ev/user/language: the person's choice, kept on the server. */
export const languageBody = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
});
