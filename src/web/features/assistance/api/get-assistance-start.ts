import type { AssistanceStart } from '../../../../domain/assistance/assistance-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** GET /ev/assistance/start: the helpline and SMS numbers, the signed-in mobile, the profile's vehicle. */
export const getAssistanceStart = (): Promise<ApiResult<AssistanceStart>> =>
  api<AssistanceStart>('GET', '/ev/assistance/start');
