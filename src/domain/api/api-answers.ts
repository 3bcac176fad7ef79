import type { EventsAccepted } from '../analytics/analytics-events.ts';
import type {
  AssistanceCreated,
  AssistancePlace,
  AssistanceRequestPage,
  AssistanceStart,
  DeskRequestList,
  DeskRequestPage,
} from '../assistance/assistance-api.ts';
import type { CatalogueList, OtherVariant, VehicleDetail } from '../catalogue/catalogue-entry.ts';
import type {
  CheckInCreated,
  CheckInPage,
  FavouriteList,
  FavouriteRemoved,
  FavouriteSaved,
  ReportCreated,
  StationPage,
  StationSummaryList,
} from '../checkins/checkin-api.ts';
import type { AccountLanguage } from '../i18n/language.schema.ts';
import type { LiveStatusPage } from '../ocpi/live-status.ts';
import type { StationPricePage } from '../ocpi/station-price.ts';
import type { MyDataFile } from '../privacy/my-data-file.ts';
import type { Challan, VehicleInfo } from '../rto/vehicle-lookup.schema.ts';
import type { EvSalesTotals } from '../sales/ev-sales-answer.ts';
import type { LocationAddress, MapsToken, PlaceSuggestions, StationList, TripStations } from '../stations/maps-api.ts';
import type { TcoResult } from '../tco/tco-result.ts';
import type { MyVehicle, PlannerVehicleList, TripPlan } from '../trips/plan-answer.ts';
import type {
  AccountDeleted,
  AppCheckData,
  MobileChanged,
  SendOtpData,
  UserProfile,
  VerifyOtpData,
} from '../user/user-api.schema.ts';

/**
 * What each call of the app's API answers: its `data`, inside the envelope (api-envelope.ts), by
 * 'METHOD /path' as the server registers the route. Each answer's type is declared once, in its
 * area's module; this table only names which route answers which. The server's handlers declare
 * their answer through it (Answer<'GET /ev/…'>, src/server/http/api-envelope.server.ts) and the
 * app's request functions read the same types (api-answers.test.ts holds the two together).
 * The OCPI routes answer the networks in OCPI's own envelope (src/domain/ocpi/) and are not here.
 */
export interface ApiAnswers {
  // The person (spec section 7, /ev/user/*)
  'PUT /ev/user/send-otp': SendOtpData;
  'PUT /ev/user/verify-otp': VerifyOtpData;
  'PUT /ev/user/app-check': AppCheckData;
  'PUT /ev/user/check-profile': UserProfile;
  'PUT /ev/user/update-profile': UserProfile;
  'PUT /ev/user/update-mobile-profile': MobileChanged;
  'PUT /ev/user/set-preference': UserProfile;
  'PUT /ev/user/update-view-screen': UserProfile;
  'PUT /ev/user/logout': null;
  'GET /ev/user/language': AccountLanguage;
  'PUT /ev/user/language': AccountLanguage;
  'GET /ev/user/my-data': MyDataFile;
  'POST /ev/user/delete-account': AccountDeleted;

  // Stations, check-ins and favourites (issue 17), live status (issue 33)
  'GET /ev/stations/summaries': StationSummaryList;
  'GET /ev/stations/live': LiveStatusPage;
  'GET /ev/stations/prices': StationPricePage;
  'GET /ev/stations/:placeId': StationPage;
  'GET /ev/stations/:placeId/check-ins': CheckInPage;
  'POST /ev/stations/:placeId/check-ins': CheckInCreated;
  'POST /ev/stations/:placeId/reports': ReportCreated;
  'GET /ev/favourites': FavouriteList;
  'PUT /ev/favourites/:placeId': FavouriteSaved;
  'DELETE /ev/favourites/:placeId': FavouriteRemoved;

  // The maps calls (spec section 7, /googleservice/*) and the trip planner (issue 16)
  'POST /googleservice/auth': MapsToken;
  'POST /googleservice/location-address': LocationAddress;
  'POST /googleservice/ev-stations': StationList;
  'POST /googleservice/route-ev-stations': TripStations;
  'GET /googleservice/autocomplete': PlaceSuggestions;
  'GET /ev/trip/vehicles': PlannerVehicleList;
  'GET /ev/trip/my-vehicle': MyVehicle;
  'PUT /ev/trip/my-vehicle': MyVehicle;
  'POST /ev/trip/plan': TripPlan;

  // Registry lookups (the envelope also carries LookupMasking), the catalogue, sales, analytics
  'POST /ev/vehicle-detail/info': VehicleInfo;
  'POST /ev/e-challan/info': Challan[];
  'GET /ev/droom/products': CatalogueList;
  'POST /ev/droom/other-variant': OtherVariant[];
  'POST /ev/droom/mmty-by-product': VehicleDetail;
  'POST /ev/droom/ev-tco': TcoResult;
  'GET /ev/evData': EvSalesTotals;
  'POST /ev/events': EventsAccepted;

  // Roadside assistance (issue 39): the person's calls and the desk's (the partner's webhook is outside /ev/)
  'GET /ev/assistance/start': AssistanceStart;
  'GET /ev/assistance/describe': AssistancePlace;
  'POST /ev/assistance/requests': AssistanceCreated;
  'GET /ev/assistance/requests/:id': AssistanceRequestPage;
  'POST /ev/assistance/requests/:id/cancel': AssistanceRequestPage;
  'GET /ev/assistance/desk/requests': DeskRequestList;
  'POST /ev/assistance/desk/requests/:id': DeskRequestPage;
}

/** A route of the API, as 'METHOD /path'. */
export type ApiRoute = keyof ApiAnswers;
