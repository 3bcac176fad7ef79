import type { AssistancePlace } from '../../../../domain/assistance/assistance-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** GET /ev/assistance/describe: a position in words ('NH-44, 12 km north of Panipat') and the chargers that fit near it. */
export const describePlace = (lat: number, lng: number, connector: string): Promise<ApiResult<AssistancePlace>> =>
  api<AssistancePlace>(
    'GET',
    `/ev/assistance/describe?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}&connector=${encodeURIComponent(connector)}`,
  );
