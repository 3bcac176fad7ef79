import type { DashboardSection } from '../../../domain/dashboard/dashboard-order.ts';
import { paths } from '../../app/paths.ts';

/** The eight section cards and the spec paths they open (spec section 2, Home). */
export interface SectionCard {
  key: string;
  labelKey: string;
  to: string;
  icon: 'plug' | 'route' | 'charger' | 'rupee' | 'car' | 'calculator' | 'document' | 'receipt';
}

export const sectionCards: Record<DashboardSection, { titleKey: string; menuKey: string; cards: SectionCard[] }> = {
  charge: {
    titleKey: 'home.sections.charge',
    menuKey: 'home.drawer.charge',
    cards: [
      { key: 'nearby', labelKey: 'home.cards.nearby', to: paths.nearbyStations, icon: 'plug' },
      { key: 'planTrip', labelKey: 'home.cards.planTrip', to: paths.planTrip, icon: 'route' },
    ],
  },
  earn: {
    titleKey: 'home.sections.earn',
    menuKey: 'home.drawer.earn',
    cards: [
      { key: 'install', labelKey: 'home.cards.install', to: paths.install, icon: 'charger' },
      { key: 'earnings', labelKey: 'home.cards.earnings', to: paths.earningCalculator, icon: 'rupee' },
    ],
  },
  buy: {
    titleKey: 'home.sections.buy',
    menuKey: 'home.drawer.buy',
    cards: [
      { key: 'findVehicle', labelKey: 'home.cards.findVehicle', to: paths.findVehicle, icon: 'car' },
      { key: 'tco', labelKey: 'home.cards.tco', to: paths.tcoCalculator, icon: 'calculator' },
    ],
  },
  rto: {
    titleKey: 'home.sections.rto',
    menuKey: 'home.drawer.rto',
    cards: [
      { key: 'vehicleInfo', labelKey: 'home.cards.vehicleInfo', to: paths.checkVehicleInfo, icon: 'document' },
      { key: 'eChallan', labelKey: 'home.cards.eChallan', to: paths.eChallan, icon: 'receipt' },
    ],
  },
};

export const insightCards = [
  { key: 'tax', labelKey: 'home.insights.tax', to: paths.taxBenefits },
  { key: 'state', labelKey: 'home.insights.state', to: paths.state },
  { key: 'battery', labelKey: 'home.insights.battery', to: paths.battery },
  { key: 'brake', labelKey: 'home.insights.brake', to: paths.brake },
  { key: 'wheel', labelKey: 'home.insights.wheel', to: paths.wheel },
] as const;

/** Insight cards navigate after this delay, so the press feedback is seen (spec section 9). */
export const INSIGHT_DELAY_MS = 500;
