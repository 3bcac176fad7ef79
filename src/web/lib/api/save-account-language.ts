import type { AccountLanguage, LanguageBody } from '../../../domain/i18n/language.schema.ts';
import { api, type ApiResult } from '../api-client.ts';

/** PUT /ev/user/language: keeps the signed-in person's language on the server, so it follows them to another phone. */
export const saveAccountLanguage = (body: LanguageBody): Promise<ApiResult<AccountLanguage>> =>
  api<AccountLanguage>('PUT', '/ev/user/language', body);
