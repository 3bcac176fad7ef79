import type { DeskRequestList } from '../../../../domain/assistance/assistance-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** GET /ev/assistance/desk/requests: the open requests, newest first (operators only: 403 otherwise). */
export const getDeskRequests = (): Promise<ApiResult<DeskRequestList>> =>
  api<DeskRequestList>('GET', '/ev/assistance/desk/requests');
