import { POLICY_STATES } from '../../src/domain/subsidy/policy-states.ts';

/**
 * The screens a simulated person opens by a full page load in bench/traffic.ts (spec section 2's
 * routes), how often (weights, assumed: the home screen, the vehicle finder and the stations most,
 * the articles and tips less), and the API calls each makes when it opens, as the web code does:
 *
 * - /evinindia: the sales card's GET /ev/evData (features/home/sales-card.tsx);
 * - /findelectricvehicle: the car list comes in the page (page data); another tab's list is GET
 *   /ev/droom/products?bucket=… without the token, and 'View Details' asks POST
 *   /ev/droom/other-variant (features/buy/api/get-other-variants.ts, variant-picker.tsx);
 * - /findelectricvehicle/:type/:id: POST /ev/droom/mmty-by-product (vehicle-detail-page.tsx);
 * - /FCV/:id: POST /ev/droom/ev-tco and mmty-by-product side by side (cost-result-page.tsx);
 * - /station/:placeId: GET /ev/stations/:placeId (features/checkins/station-page.tsx);
 * - /user-profile: PUT /ev/user/check-profile and GET /ev/trip/my-vehicle (profile-page.tsx,
 *   my-vehicle-card.tsx); /my-stations: GET /ev/favourites (my-stations-page.tsx);
 * - /checkvehicleinfo and /e-challan: a look-up of a number (POST /ev/vehicle-detail/info, POST
 *   /ev/e-challan/info) by some of the people who open them (rto/use-lookup.ts);
 * - the articles, tips, state policies, chargers and calculators: no API call (their words and
 *   figures are in their chunks).
 *
 * /evchargingstations and /planatrip are not here: they are the phone's nearby, place-search and
 * trip actions (traffic-phone.ts), and /signin is its sign-in.
 */
export type VehicleType = 'car' | 'bike' | 'scooter';

export interface Product {
  product_id: string;
  make: string;
  model: string;
}

/** What a screen's calls need from the phone (traffic-phone.ts implements it). */
export interface ScreenPhone {
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** A whole number in [lo, hi]. */
  int(lo: number, hi: number): number;
  /** A product of this type from the catalogue. */
  product(type: VehicleType): Product;
  /** A station the phone has seen in a list, if any. */
  knownStation(): string | undefined;
  /** An API call with the person's token header ('' for a visitor), or none (`anonymous`). */
  api(
    kind: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    json?: unknown,
    anonymous?: boolean,
  ): Promise<unknown>;
}

export interface Screen {
  /** The route pattern (analytics' page_view names it so). */
  pattern: string;
  signedInOnly: boolean;
  weight: number;
  /** The path to open, or undefined when the phone has nothing to open it with (no station seen yet). */
  path(phone: ScreenPhone): string | undefined;
  /** The calls the screen makes when it opens (and a little use of it). */
  opened?(phone: ScreenPhone, path: string): Promise<unknown>;
}

const TYPES: VehicleType[] = ['car', 'bike', 'scooter'];
const BLOG_IDS = Array.from({ length: 17 }, (_, i) => String(i + 1));
/** data/blogs/videos.json's video ids. */
const VIDEO_IDS = ['iuyy1bIgR1s', 'GrbrSAEzFQI', '2q7-cTPwf-g', 'ckNEdxQ0Tc0'];
const STATES = [...POLICY_STATES];
const MONTHLY_KM = [500, 1000, 1500, 2000];
const STATE_CODES = ['MH', 'KA', 'DL', 'TN', 'TS', 'GJ', 'UP', 'RJ'];

const idOf = (path: string) => decodeURIComponent(path.split('/').at(-1) ?? '');
const vehicleNumber = (p: ScreenPhone) => `${p.pick(STATE_CODES)}${p.int(10, 49)}AB${p.int(1000, 9999)}`;
const fixed = (path: string) => () => path;

export const SCREENS: Screen[] = [
  {
    pattern: '/evinindia',
    signedInOnly: false,
    weight: 10,
    path: fixed('/evinindia'),
    opened: (p) => p.api('api: EV sales (home)', 'GET', '/ev/evData'),
  },
  {
    pattern: '/findelectricvehicle',
    signedInOnly: false,
    weight: 8,
    path: fixed('/findelectricvehicle'),
    async opened(p) {
      const type = p.chance(0.5) ? p.pick<VehicleType>(['bike', 'scooter']) : 'car';
      if (type !== 'car') await p.api('api: vehicle list', 'GET', `/ev/droom/products?bucket=${type}`, undefined, true);
      if (p.chance(0.4)) {
        const { make, model } = p.product(type);
        await p.api('api: vehicle variants', 'POST', '/ev/droom/other-variant', { bucket: type, make, model });
      }
    },
  },
  {
    pattern: '/findelectricvehicle/:type/:id',
    signedInOnly: false,
    weight: 6,
    path: (p) => {
      const type = p.pick(TYPES);
      return `/findelectricvehicle/${type}/${encodeURIComponent(p.product(type).product_id)}`;
    },
    opened: (p, path) => p.api('api: vehicle detail', 'POST', '/ev/droom/mmty-by-product', { product_id: idOf(path) }),
  },
  { pattern: '/taxbenefitsofev', signedInOnly: false, weight: 2, path: fixed('/taxbenefitsofev') },
  {
    pattern: '/station/:placeId',
    signedInOnly: false,
    weight: 4,
    path: (p) => {
      const id = p.knownStation();
      return id ? `/station/${encodeURIComponent(id)}` : undefined;
    },
    opened: (p, path) => p.api('api: station page', 'GET', `/ev/stations/${encodeURIComponent(idOf(path))}`),
  },
  { pattern: '/blogs', signedInOnly: true, weight: 3, path: fixed('/blogs') },
  { pattern: '/blogs/:id', signedInOnly: true, weight: 4, path: (p) => `/blogs/${p.pick(BLOG_IDS)}` },
  { pattern: '/blogs/video/:id', signedInOnly: true, weight: 1, path: (p) => `/blogs/video/${p.pick(VIDEO_IDS)}` },
  { pattern: '/state', signedInOnly: true, weight: 2, path: fixed('/state') },
  { pattern: '/state/:id', signedInOnly: true, weight: 2, path: (p) => `/state/${encodeURIComponent(p.pick(STATES))}` },
  { pattern: '/battery', signedInOnly: true, weight: 1, path: fixed('/battery') },
  { pattern: '/break', signedInOnly: true, weight: 1, path: fixed('/break') },
  { pattern: '/wheel', signedInOnly: true, weight: 1, path: fixed('/wheel') },
  { pattern: '/earningcalculator', signedInOnly: true, weight: 3, path: fixed('/earningcalculator') },
  { pattern: '/install', signedInOnly: true, weight: 2, path: fixed('/install') },
  { pattern: '/kazamthree', signedInOnly: true, weight: 1, path: fixed('/kazamthree') },
  { pattern: '/kazammini', signedInOnly: true, weight: 1, path: fixed('/kazammini') },
  { pattern: '/tcocalculator', signedInOnly: true, weight: 2, path: fixed('/tcocalculator') },
  { pattern: '/FCV', signedInOnly: true, weight: 2, path: fixed('/FCV') },
  {
    pattern: '/FCV/:id',
    signedInOnly: true,
    weight: 3,
    path: (p) => `/FCV/${encodeURIComponent(p.product(p.pick(TYPES)).product_id)}`,
    opened: (p, path) =>
      Promise.all([
        p.api('api: cost of ownership', 'POST', '/ev/droom/ev-tco', {
          product_id: idOf(path),
          kms: p.pick(MONTHLY_KM),
        }),
        p.api('api: vehicle detail', 'POST', '/ev/droom/mmty-by-product', { product_id: idOf(path) }),
      ]),
  },
  {
    pattern: '/checkvehicleinfo',
    signedInOnly: true,
    weight: 1,
    path: fixed('/checkvehicleinfo'),
    opened: async (p) =>
      p.chance(0.5) &&
      p.api('api: registration look-up', 'POST', '/ev/vehicle-detail/info', { vehicleNumber: vehicleNumber(p) }),
  },
  {
    pattern: '/e-challan',
    signedInOnly: true,
    weight: 1,
    path: fixed('/e-challan'),
    opened: async (p) =>
      p.chance(0.5) &&
      p.api('api: e-challan look-up', 'POST', '/ev/e-challan/info', { vehicleNumber: vehicleNumber(p) }),
  },
  {
    pattern: '/user-profile',
    signedInOnly: true,
    weight: 2,
    path: fixed('/user-profile'),
    opened: (p) =>
      Promise.all([
        p.api('api: profile', 'PUT', '/ev/user/check-profile', {}),
        p.api('api: my vehicle', 'GET', '/ev/trip/my-vehicle'),
      ]),
  },
  {
    pattern: '/my-stations',
    signedInOnly: true,
    weight: 1,
    path: fixed('/my-stations'),
    opened: (p) => p.api('api: saved stations', 'GET', '/ev/favourites'),
  },
];
