import type { DeskRequestPage } from '../../../../domain/assistance/assistance-api.ts';
import type { DeskActionBody } from '../../../../domain/assistance/assistance-request.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** POST /ev/assistance/desk/requests/:id: one operator action (409 with the current request when it changed meanwhile). */
export const sendDeskAction = (id: string, body: DeskActionBody): Promise<ApiResult<DeskRequestPage>> =>
  api<DeskRequestPage>('POST', `/ev/assistance/desk/requests/${encodeURIComponent(id)}`, body);
