import type { UserProfile } from '../../../domain/user/user-api.schema.ts';
import { api, type ApiResult } from '../api-client.ts';

/** PUT /ev/user/check-profile with the token header: the signed-in person's profile. */
export function checkProfile(): Promise<ApiResult<UserProfile>> {
  return api<UserProfile>('PUT', '/ev/user/check-profile', {});
}
