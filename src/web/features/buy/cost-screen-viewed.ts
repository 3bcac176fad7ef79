import { sessionValues, storage } from '../../lib/storage.ts';
import { updateViewScreen } from './api/update-view-screen.ts';

/**
 * Continue on the cost landing: marks the screen viewed here (so it is not shown again on this
 * device even offline) and on the server (PUT /ev/user/update-view-screen, so other devices
 * know). A failed call keeps its message (spec section 8: "Stores the message").
 */
export async function markCostScreenViewed(): Promise<void> {
  storage.setDetails({ viewedCOVScreen: true });
  const result = await updateViewScreen({ viewedCOVScreen: true, mobile: storage.details().mobile ?? '' });
  sessionValues.set('buy.viewScreenMessage', result.success ? null : result.message);
}
