import type { AccountLanguage } from '../../../domain/i18n/language.schema.ts';
import { api, type ApiResult } from '../api-client.ts';

/** GET /ev/user/language: the language the signed-in person chose, on any phone (null: never chosen). */
export const getAccountLanguage = (): Promise<ApiResult<AccountLanguage>> =>
  api<AccountLanguage>('GET', '/ev/user/language');
