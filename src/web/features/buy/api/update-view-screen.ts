import type { UpdateViewScreenBody, UserProfile } from '../../../../domain/user/user-api.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** PUT /ev/user/update-view-screen: the cost landing was seen, so other devices know. */
export const updateViewScreen = (body: UpdateViewScreenBody): Promise<ApiResult<UserProfile>> =>
  api<UserProfile>('PUT', '/ev/user/update-view-screen', body);
