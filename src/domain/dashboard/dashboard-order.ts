/** The four dashboard sections of the home screen. */
export type DashboardSection = 'charge' | 'earn' | 'buy' | 'rto';

/**
 * Section order by the stored userPreference (spec section 2 "Home"):
 * alreadyOwned → Charge, Earn, Buy, RTO; earnThroughEv → Earn, Charge, Buy, RTO;
 * anything else → Buy, Charge, Earn, RTO.
 */
export function dashboardOrder(preference: string | null | undefined): DashboardSection[] {
  switch (preference) {
    case 'alreadyOwned':
      return ['charge', 'earn', 'buy', 'rto'];
    case 'earnThroughEv':
      return ['earn', 'charge', 'buy', 'rto'];
    default:
      return ['buy', 'charge', 'earn', 'rto'];
  }
}

/** A signed-in user whose preference is empty or 2 characters or fewer must choose one first. */
export function needsPreference(preference: string | null | undefined): boolean {
  return !preference || preference.trim().length <= 2;
}
