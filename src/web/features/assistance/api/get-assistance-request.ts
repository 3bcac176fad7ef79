import type { AssistanceRequestPage } from '../../../../domain/assistance/assistance-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** GET /ev/assistance/requests/:id */
export const getAssistanceRequest = (id: string): Promise<ApiResult<AssistanceRequestPage>> =>
  api<AssistanceRequestPage>('GET', `/ev/assistance/requests/${encodeURIComponent(id)}`);
