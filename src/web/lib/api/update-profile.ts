import type { UpdateProfileBody, UserProfile } from '../../../domain/user/user-api.schema.ts';
import { api, type ApiResult } from '../api-client.ts';
import { storage } from '../storage.ts';

/** PUT /ev/user/update-profile: success is the response's success flag. */
export async function updateProfile(body: UpdateProfileBody): Promise<ApiResult<UserProfile>> {
  const result = await api<UserProfile>('PUT', '/ev/user/update-profile', body);
  if (result.success && result.data) storage.saveProfile(result.data);
  return result;
}
