import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Answer } from '../../server/http/api-envelope.server.ts';
import type { verifyOtp } from '../../web/features/auth/api/verify-otp.ts';
import type { getEvTco } from '../../web/features/buy/api/get-ev-tco.ts';
import type { getOtherVariants } from '../../web/features/buy/api/get-other-variants.ts';
import type { updateViewScreen } from '../../web/features/buy/api/update-view-screen.ts';
import type { checkIn } from '../../web/features/checkins/api/check-in.ts';
import type { getCheckInHistory } from '../../web/features/checkins/api/get-check-in-history.ts';
import type { cancelAssistanceRequest } from '../../web/features/assistance/api/cancel-assistance-request.ts';
import type { describePlace } from '../../web/features/assistance/api/describe-place.ts';
import type { getAssistanceRequest } from '../../web/features/assistance/api/get-assistance-request.ts';
import type { getAssistanceStart } from '../../web/features/assistance/api/get-assistance-start.ts';
import type { getDeskRequests } from '../../web/features/assistance/api/get-desk-requests.ts';
import type { sendAssistanceRequest } from '../../web/features/assistance/api/send-assistance-request.ts';
import type { sendDeskAction } from '../../web/features/assistance/api/send-desk-action.ts';
import type { getFavourites } from '../../web/features/checkins/api/get-favourites.ts';
import type { getStationPage } from '../../web/features/checkins/api/get-station-page.ts';
import type { reportProblem } from '../../web/features/checkins/api/report-problem.ts';
import type { saveStation } from '../../web/features/checkins/api/save-station.ts';
import type { unsaveStation } from '../../web/features/checkins/api/unsave-station.ts';
import type { getEvData } from '../../web/features/home/api/get-ev-data.ts';
import type { setPreference } from '../../web/features/preference/api/set-preference.ts';
import type { deleteAccount } from '../../web/features/profile/api/delete-account.ts';
import type { saveMyVehicle } from '../../web/features/profile/api/save-my-vehicle.ts';
import type { updateMobileProfile } from '../../web/features/profile/api/update-mobile-profile.ts';
import type { getChallans } from '../../web/features/rto/api/get-challans.ts';
import type { getVehicleInfo } from '../../web/features/rto/api/get-vehicle-info.ts';
import type { getEvStations } from '../../web/features/stations/api/get-ev-stations.ts';
import type { getLocationAddress } from '../../web/features/stations/api/get-location-address.ts';
import type { getRouteStations } from '../../web/features/stations/api/get-route-stations.ts';
import type { planTrip } from '../../web/features/stations/api/plan-trip.ts';
import type { checkProfile } from '../../web/lib/api/check-profile.ts';
import type { getAccountLanguage } from '../../web/lib/api/get-account-language.ts';
import type { getLiveStatuses } from '../../web/lib/api/get-live-statuses.ts';
import type { getStationPrices } from '../../web/lib/api/get-station-prices.ts';
import type { getMyVehicle } from '../../web/lib/api/get-my-vehicle.ts';
import type { getPlaceSuggestions } from '../../web/lib/api/get-place-suggestions.ts';
import type { getPlannerVehicles } from '../../web/lib/api/get-planner-vehicles.ts';
import type { getProducts } from '../../web/lib/api/get-products.ts';
import type { getStationSummaries } from '../../web/lib/api/get-station-summaries.ts';
import type { getVehicleDetail } from '../../web/lib/api/get-vehicle-detail.ts';
import type { saveAccountLanguage } from '../../web/lib/api/save-account-language.ts';
import type { sendOtp } from '../../web/lib/api/send-otp.ts';
import type { updateProfile } from '../../web/lib/api/update-profile.ts';
import type { ApiRoute } from './api-answers.ts';
import type { ApiEnvelope } from './api-envelope.ts';

/**
 * The server and the app agree on every answer. A handler declares what it answers as
 * Answer<'METHOD /path'> (src/server/http/api-envelope.server.ts), and the compiler holds what it
 * returns to that (a field missing or of another type fails; a field more passes, as the app ignores
 * it); the app reads each answer in one request function (src/web/…/api/). Checked at compile time
 * (`npm run typecheck` covers test files; vitest runs the expectTypeOf lines as no-ops): each request
 * function reads what its route's handler declares (mutually assignable), and every route is either
 * read by one or named below as not read. At run time: each handler names its own route, and the
 * table and the server's routes are the same list.
 */

/** The request function of the app that reads each route's answer. */
interface WebReaders {
  'PUT /ev/user/send-otp': typeof sendOtp;
  'PUT /ev/user/verify-otp': typeof verifyOtp;
  'PUT /ev/user/check-profile': typeof checkProfile;
  'PUT /ev/user/update-profile': typeof updateProfile;
  'PUT /ev/user/update-mobile-profile': typeof updateMobileProfile;
  'PUT /ev/user/set-preference': typeof setPreference;
  'PUT /ev/user/update-view-screen': typeof updateViewScreen;
  'GET /ev/user/language': typeof getAccountLanguage;
  'PUT /ev/user/language': typeof saveAccountLanguage;
  'POST /ev/user/delete-account': typeof deleteAccount;
  'GET /ev/stations/summaries': typeof getStationSummaries;
  'GET /ev/stations/live': typeof getLiveStatuses;
  'GET /ev/stations/prices': typeof getStationPrices;
  'GET /ev/stations/:placeId': typeof getStationPage;
  'GET /ev/stations/:placeId/check-ins': typeof getCheckInHistory;
  'POST /ev/stations/:placeId/check-ins': typeof checkIn;
  'POST /ev/stations/:placeId/reports': typeof reportProblem;
  'GET /ev/favourites': typeof getFavourites;
  'PUT /ev/favourites/:placeId': typeof saveStation;
  'DELETE /ev/favourites/:placeId': typeof unsaveStation;
  'POST /googleservice/location-address': typeof getLocationAddress;
  'POST /googleservice/ev-stations': typeof getEvStations;
  'POST /googleservice/route-ev-stations': typeof getRouteStations;
  'GET /googleservice/autocomplete': typeof getPlaceSuggestions;
  'GET /ev/trip/vehicles': typeof getPlannerVehicles;
  'GET /ev/trip/my-vehicle': typeof getMyVehicle;
  'PUT /ev/trip/my-vehicle': typeof saveMyVehicle;
  'POST /ev/trip/plan': typeof planTrip;
  'POST /ev/vehicle-detail/info': typeof getVehicleInfo;
  'POST /ev/e-challan/info': typeof getChallans;
  'GET /ev/droom/products': typeof getProducts;
  'POST /ev/droom/other-variant': typeof getOtherVariants;
  'POST /ev/droom/mmty-by-product': typeof getVehicleDetail;
  'POST /ev/droom/ev-tco': typeof getEvTco;
  'GET /ev/evData': typeof getEvData;
  'GET /ev/assistance/start': typeof getAssistanceStart;
  'GET /ev/assistance/describe': typeof describePlace;
  'POST /ev/assistance/requests': typeof sendAssistanceRequest;
  'GET /ev/assistance/requests/:id': typeof getAssistanceRequest;
  'POST /ev/assistance/requests/:id/cancel': typeof cancelAssistanceRequest;
  'GET /ev/assistance/desk/requests': typeof getDeskRequests;
  'POST /ev/assistance/desk/requests/:id': typeof sendDeskAction;
}

/** Routes whose answer no request function reads, and why. */
type NotRead =
  /** The spec's start-up check; no screen of this app calls it. */
  | 'PUT /ev/user/app-check'
  /** logout() clears the stored session whatever the answer. */
  | 'PUT /ev/user/logout'
  /** Read as a file to save (features/profile/api/get-my-data.ts), not as an envelope. */
  | 'GET /ev/user/my-data'
  /** Read by the maps client's token refresh (lib/maps-client.ts), as ApiEnvelope<MapsToken>. */
  | 'POST /googleservice/auth'
  /** Sent with keepalive or sendBeacon as the page goes (lib/analytics/analytics-sender.ts); the answer is not read. */
  | 'POST /ev/events';

/** The answer a request function reads: its envelope's data. */
type Reads<F> = F extends (...args: never[]) => Promise<infer R> ? (R extends ApiEnvelope<infer T> ? T : never) : never;

/** The answer route R's handler declares. */
type Declared<R extends ApiRoute> = Required<Awaited<Answer<R>>>['data'];

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The routes whose handler declares one thing and whose request function reads another (never, when they agree). */
type Disagreeing = {
  [R in keyof WebReaders]: MutuallyAssignable<Declared<R>, Reads<WebReaders[R]>> extends true ? never : R;
}[keyof WebReaders];

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const serverFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? serverFiles(file) : entry.name.endsWith('.server.ts') ? [file] : [];
  });

const ROUTE_KEY = /'((?:GET|PUT|POST|DELETE) \/[^']*)'/g;
const REGISTRATION = /app\.(get|put|post|delete)\(\s*'(\/(?:ev|googleservice)\/[^']*)'/g;
const keysIn = (text: string) => [...text.matchAll(ROUTE_KEY)].map((m) => m[1] as string);

/**
 * The API routes a server file registers, each with the route keys named in its registration
 * (up to the next one), and the keys named before its first registration (answers made ahead).
 */
function registrations(text: string) {
  const found = [...text.matchAll(REGISTRATION)];
  return {
    ahead: keysIn(text.slice(0, found[0]?.index ?? 0)),
    routes: found.map((m, i) => ({
      route: `${(m[1] as string).toUpperCase()} ${m[2]}`,
      named: keysIn(text.slice(m.index, found[i + 1]?.index)),
    })),
  };
}

describe('the API answers (src/domain/api/api-answers.ts)', () => {
  it('are each read by a request function of the app, or named as not read', () => {
    expectTypeOf<keyof WebReaders | NotRead>().toEqualTypeOf<ApiRoute>();
    expectTypeOf<Extract<keyof WebReaders, NotRead>>().toBeNever();
  });

  it('are read by the app as the handlers declare them (a handler answering another shape fails the typecheck here)', () => {
    expectTypeOf<Disagreeing>().toBeNever();
    // The check itself can fail: an answer with a field more, or one less, disagrees.
    expectTypeOf<
      MutuallyAssignable<Declared<'GET /ev/favourites'>, Reads<typeof getFavourites> & { extra: 1 }>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      MutuallyAssignable<Declared<'GET /ev/favourites'>, Omit<Reads<typeof getFavourites>, 'favourites'>>
    >().toEqualTypeOf<false>();
  });

  it('are declared by each handler under its own route, and list exactly the routes the server registers', () => {
    const registered: string[] = [];
    for (const file of serverFiles('src/server')) {
      const { ahead, routes } = registrations(read(file));
      const here = routes.map((r) => r.route);
      registered.push(...here);
      for (const key of ahead) expect(here, `${file} names ${key} ahead of its routes`).toContain(key);
      for (const { route, named } of routes) {
        expect(
          [...new Set(named)].filter((key) => key !== route),
          `${file}: ${route} names another route`,
        ).toEqual([]);
        expect(named.includes(route) || ahead.includes(route), `${file}: ${route} does not declare its answer`).toBe(
          true,
        );
      }
    }
    const table = [...read('src/domain/api/api-answers.ts').matchAll(/^\s+'((?:GET|PUT|POST|DELETE) [^']+)': /gm)].map(
      (m) => m[1],
    );
    expect(registered.sort()).toEqual(table.sort());
  });
});
