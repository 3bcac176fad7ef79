import { paths } from '../../domain/routes/app-paths.ts';

export { paths };

export type PathName = keyof typeof paths;

/** Paths the spec links to that are not screens: the router sends each on (router.tsx). */
export const redirectPaths = {
  /** The blogs screen's back arrow goes here (spec section 2); it forwards to home. */
  dashboard: '/dashboard',
} as const;

/** Routes a visitor (no stored token) may open; every other route needs a token. */
export const visitorPaths: readonly string[] = [
  paths.splash,
  paths.signup,
  paths.signin,
  paths.verification,
  paths.home,
  paths.findVehicle,
  paths.vehicleDetail,
  paths.nearbyStations,
  paths.taxBenefits,
  paths.station,
];

/** A station's page (issue 17): its id percent-encoded ('ocm:307286', BEE's ids carry commas). */
export const stationPath = (placeId: string) => `/station/${encodeURIComponent(placeId)}`;

/** A roadside assistance request's status page (issue 39). */
export const assistanceRequestPath = (id: string) => `/assistance/${encodeURIComponent(id)}`;
