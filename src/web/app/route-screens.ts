import { paths } from './paths.ts';

/**
 * Which screen module each route renders, and who may open it. The router builds its routes
 * from this table, and the build writes, per route, the chunks that screen needs
 * (dist/web/route-preloads.json) so the server can preload them with the page. Pure data:
 * vite.config.ts reads it too.
 */
export interface RouteScreen {
  path: string;
  /** The screen module, relative to src/web. */
  screen: string;
  access: 'visitor' | 'user';
}

const visitor = (path: string, screen: string): RouteScreen => ({ path, screen, access: 'visitor' });
const user = (path: string, screen: string): RouteScreen => ({ path, screen, access: 'user' });

export const routeScreens: RouteScreen[] = [
  visitor(paths.splash, 'features/auth/splash-page.tsx'),
  visitor(paths.signin, 'features/auth/sign-in-page.tsx'),
  visitor(paths.signup, 'features/auth/sign-up-page.tsx'),
  visitor(paths.verification, 'features/auth/verification-page.tsx'),
  visitor(paths.home, 'features/home/home-page.tsx'),
  visitor(paths.findVehicle, 'features/buy/find-vehicle-page.tsx'),
  visitor(paths.vehicleDetail, 'features/buy/vehicle-detail-page.tsx'),
  visitor(paths.nearbyStations, 'features/stations/nearby-stations-page.tsx'),
  visitor(paths.taxBenefits, 'features/insights/tax-benefits-page.tsx'),
  visitor(paths.station, 'features/checkins/station-page.tsx'),

  user(paths.userPreference, 'features/preference/user-preference-page.tsx'),
  user(paths.userVehicleInfo, 'features/preference/vehicle-entry-page.tsx'),
  user(paths.userProfile, 'features/profile/profile-page.tsx'),
  user(paths.profileVerification, 'features/profile/profile-verification-page.tsx'),
  user(paths.newSplash, 'features/auth/new-splash-page.tsx'),
  user(paths.carLoader, 'features/stations/car-loader-page.tsx'),
  user(paths.noStationFound, 'features/stations/no-station-found-page.tsx'),
  user(paths.stationsOnWay, 'features/stations/stations-on-way-page.tsx'),
  user(paths.planTrip, 'features/stations/plan-trip-page.tsx'),
  user(paths.locationOnWay, 'features/stations/stations-on-way-page.tsx'),
  user(paths.install, 'features/earn/install-page.tsx'),
  user(paths.kazamThree, 'features/earn/kazam-three-page.tsx'),
  user(paths.kazamMini, 'features/earn/kazam-mini-page.tsx'),
  user(paths.earningCalculator, 'features/earn/earning-calculator-page.tsx'),
  user(paths.calculatorNew, 'features/earn/earning-calculator-page.tsx'),
  user(paths.checkVehicleInfo, 'features/rto/check-vehicle-info-page.tsx'),
  user(paths.registrationDetails, 'features/rto/registration-details-page.tsx'),
  user(paths.eChallan, 'features/rto/e-challan-page.tsx'),
  user(paths.eChallanStatus, 'features/rto/e-challan-status-page.tsx'),
  user(paths.tcoCalculator, 'features/buy/tco-calculator-page.tsx'),
  user(paths.fcvLanding, 'features/buy/cost-landing-page.tsx'),
  user(paths.fcv, 'features/buy/cost-finder-page.tsx'),
  user(paths.fcvDetail, 'features/buy/cost-result-page.tsx'),
  user(paths.state, 'features/insights/state-picker-page.tsx'),
  user(paths.stateDetail, 'features/insights/state-policy-page.tsx'),
  user(paths.battery, 'features/insights/battery-tips-page.tsx'),
  user(paths.brake, 'features/insights/brake-tips-page.tsx'),
  user(paths.wheel, 'features/insights/tyre-tips-page.tsx'),
  user(paths.blogs, 'features/blogs/blogs-page.tsx'),
  user(paths.blogDetail, 'features/blogs/blog-detail-page.tsx'),
  user(paths.videoBlog, 'features/blogs/video-blog-page.tsx'),
  user(paths.autoComplete, 'features/autocomplete/autocomplete-page.tsx'),
  user(paths.myStations, 'features/checkins/my-stations-page.tsx'),
  user(paths.assistance, 'features/assistance/get-help-page.tsx'),
  user(paths.assistanceRequest, 'features/assistance/request-status-page.tsx'),
  user(paths.assistanceDesk, 'features/assistance/desk-page.tsx'),
];
