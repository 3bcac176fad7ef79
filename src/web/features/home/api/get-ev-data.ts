import type { EvSalesTotals } from '../../../../domain/sales/ev-sales-answer.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** GET /ev/evData: national EV registrations. */
export const getEvData = (): Promise<ApiResult<EvSalesTotals>> => api<EvSalesTotals>('GET', '/ev/evData');
