import { accountDataEn } from './account-data.en.ts';
import { assistanceEn } from './assistance.en.ts';
import { blogsEn } from './blogs.en.ts';
import { buyEn } from './buy.en.ts';
import { checkinsEn } from './checkins.en.ts';
import { stationCardsEn } from './station-cards.en.ts';
import { tcoEn } from './tco.en.ts';
import { earnEn } from './earn.en.ts';
import { insightsEn } from './insights.en.ts';
import { myDataFileEn } from './my-data-file.en.ts';
import { liveStatusEn } from './live-status.en.ts';
import { pricesEn } from './prices.en.ts';
import { rtoEn } from './rto.en.ts';
import { salesEn } from './sales.en.ts';
import { trafficEn } from './traffic.en.ts';
import { tripsEn } from './trips.en.ts';
import { tripRoadsEn } from './trip-roads.en.ts';
import { tripHeightsEn } from './trip-heights.en.ts';

/**
 * Every area's English catalogue by its file's name (areas/<area>.en.ts): another language's file
 * for the area is areas/<area>.<lang>.ts (scripts/language-files.mjs finds them). Never imported by
 * the web app, which registers each area with its screens.
 */
export const englishAreas = {
  'account-data': accountDataEn,
  assistance: assistanceEn,
  blogs: blogsEn,
  buy: buyEn,
  checkins: checkinsEn,
  earn: earnEn,
  insights: insightsEn,
  'live-status': liveStatusEn,
  prices: pricesEn,
  sales: salesEn,
  'my-data-file': myDataFileEn,
  rto: rtoEn,
  'station-cards': stationCardsEn,
  tco: tcoEn,
  traffic: trafficEn,
  'trip-heights': tripHeightsEn,
  'trip-roads': tripRoadsEn,
  trips: tripsEn,
} as const satisfies Record<string, Record<string, unknown>>;
export type AreaName = keyof typeof englishAreas;

/** Every area catalogue, for the server's `translate` and for catalogue tests (never imported by the web app). */
export const areaCatalogues: readonly Record<string, unknown>[] = Object.values(englishAreas);
