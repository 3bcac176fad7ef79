import type { AssistanceCreated } from '../../../../domain/assistance/assistance-api.ts';
import type { AssistanceRequestBody } from '../../../../domain/assistance/assistance-request.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** POST /ev/assistance/requests: the same idempotency key again answers the request it made. */
export const sendAssistanceRequest = (body: AssistanceRequestBody): Promise<ApiResult<AssistanceCreated>> =>
  api<AssistanceCreated>('POST', '/ev/assistance/requests', body);
