import type { SetPreferenceBody, UserProfile } from '../../../../domain/user/user-api.schema.ts';
import { track } from '../../../lib/analytics/track.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';

/** PUT /ev/user/set-preference; on success the stored preference and profile follow. */
export async function setPreference(body: SetPreferenceBody): Promise<ApiResult<UserProfile>> {
  const result = await api<UserProfile>('PUT', '/ev/user/set-preference', body);
  if (result.success && result.data) {
    storage.saveProfile(result.data);
    track('preference_chosen');
  }
  return result;
}
