import type { LocationAddressBody } from '../../../../domain/stations/maps-api.schema.ts';
import type { LocationAddress } from '../../../../domain/stations/maps-api.ts';
import type { ApiResult } from '../../../lib/api-client.ts';
import { mapsApi } from '../../../lib/maps-client.ts';

/** POST /googleservice/location-address: the address of a pincode or a position. */
export const getLocationAddress = (body: LocationAddressBody): Promise<ApiResult<LocationAddress>> =>
  mapsApi<LocationAddress>('POST', '/googleservice/location-address', body);
