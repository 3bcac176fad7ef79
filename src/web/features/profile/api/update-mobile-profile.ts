import type { MobileChanged, UpdateMobileProfileBody } from '../../../../domain/user/user-api.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';
import { storage, storageKeys } from '../../../lib/storage.ts';

/** PUT /ev/user/update-mobile-profile: a confirmed new number; the returned token replaces the old one. */
export async function updateMobileProfile(body: UpdateMobileProfileBody): Promise<ApiResult<MobileChanged>> {
  const result = await api<MobileChanged>('PUT', '/ev/user/update-mobile-profile', body);
  if (result.success && result.data) {
    storage.set(storageKeys.token, result.data.token);
    storage.saveProfile(result.data.profile);
  }
  return result;
}
