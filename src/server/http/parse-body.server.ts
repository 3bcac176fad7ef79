import type * as z from 'zod/mini';
import { isMessageKey } from '../../domain/i18n/translate.ts';
import { ApiError } from '../api-error.server.ts';

/**
 * Parses a request body with the same zod schema the form uses. The first problem becomes a
 * 400 worded from the catalogue; a body that is not even an object gets the generic message.
 */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue && isMessageKey(issue.message) ? issue.message : 'validation.invalidBody';
  throw new ApiError(400, key);
}
