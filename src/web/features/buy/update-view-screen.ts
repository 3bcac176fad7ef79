import type { UpdateViewScreenBody, UserProfile } from '../../../domain/user/user-api.schema.ts';
import { api } from '../../lib/api-client.ts';
import { sessionValues, storage } from '../../lib/storage.ts';

/**
 * Continue on the cost landing: marks the screen viewed here (so it is not shown again on this
 * device even offline) and on the server (PUT /ev/user/update-view-screen, so other devices
 * know). A failed call keeps its message (spec section 8: "Stores the message").
 */
export async function markCostScreenViewed(): Promise<void> {
  storage.setDetails({ viewedCOVScreen: true });
  const result = await api<UserProfile>('PUT', '/ev/user/update-view-screen', { viewedCOVScreen: true, mobile: storage.details().mobile ?? '' } satisfies UpdateViewScreenBody);
  sessionValues.set('buy.viewScreenMessage', result.success ? null : result.message);
}
