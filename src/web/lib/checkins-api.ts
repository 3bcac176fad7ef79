import type {
  CheckInCreated,
  CheckInPage,
  FavouriteList,
  FavouriteRemoved,
  FavouriteSaved,
  ReportCreated,
  StationPage,
  StationSummaryList,
} from '../../domain/checkins/checkin-api.ts';
import type { CheckInBody, DeleteAccountBody, ReportBody } from '../../domain/checkins/checkin.schema.ts';
import type { AccountDeleted } from '../../domain/user/user-api.schema.ts';
import { api } from './api-client.ts';

/**
 * The check-in calls (issue 17; docs/check-ins.md has their shapes): station pages, their history,
 * check-ins and problem reports, favourites, and the person's own data. Every call resolves to the
 * app's envelope with the server's message worded for the reader, never a throw (api-client.ts).
 * Station ids go into paths percent-encoded ('ocm:307286', BEE's ids carry commas).
 */
const station = (placeId: string) => `/ev/stations/${encodeURIComponent(placeId)}`;

export const stationPage = (placeId: string) => api<StationPage>('GET', station(placeId));

export const checkInHistory = (placeId: string, before?: string | null) =>
  api<CheckInPage>('GET', `${station(placeId)}/check-ins${before ? `?before=${encodeURIComponent(before)}` : ''}`);

export const checkIn = (placeId: string, input: CheckInBody) => api<CheckInCreated>('POST', `${station(placeId)}/check-ins`, input);

export const reportProblem = (placeId: string, input: ReportBody) => api<ReportCreated>('POST', `${station(placeId)}/reports`, input);

/** Up to 100 stations' summaries, in the order asked. Public, so sent without the token. */
export const stationSummaries = (placeIds: readonly string[]) =>
  api<StationSummaryList>('GET', `/ev/stations/summaries?ids=${placeIds.map(encodeURIComponent).join(',')}`, undefined, { anonymous: true });

export const saveStation = (placeId: string) => api<FavouriteSaved>('PUT', `/ev/favourites/${encodeURIComponent(placeId)}`);

export const unsaveStation = (placeId: string) => api<FavouriteRemoved>('DELETE', `/ev/favourites/${encodeURIComponent(placeId)}`);

export const myFavourites = () => api<FavouriteList>('GET', '/ev/favourites');

/** Deleting the account, after PUT /ev/user/send-otp { mobile, purpose: 'deleteAccount' }. */
export const deleteAccount = (otp: string) => api<AccountDeleted>('POST', '/ev/user/delete-account', { otp } satisfies DeleteAccountBody);
