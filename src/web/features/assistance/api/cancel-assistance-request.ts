import type { AssistanceRequestPage } from '../../../../domain/assistance/assistance-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** POST /ev/assistance/requests/:id/cancel: against the version the screen shows (409 with the current one otherwise). */
export const cancelAssistanceRequest = (id: string, version: number): Promise<ApiResult<AssistanceRequestPage>> =>
  api<AssistanceRequestPage>('POST', `/ev/assistance/requests/${encodeURIComponent(id)}/cancel`, { version });
