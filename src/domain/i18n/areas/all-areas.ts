import { accountDataEn } from './account-data.en.ts';
import { blogsEn } from './blogs.en.ts';
import { buyEn } from './buy.en.ts';
import { checkinsEn } from './checkins.en.ts';
import { stationCardsEn } from './station-cards.en.ts';
import { tcoEn } from './tco.en.ts';
import { earnEn } from './earn.en.ts';
import { insightsEn } from './insights.en.ts';
import { myDataFileEn } from './my-data-file.en.ts';
import { liveStatusEn } from './live-status.en.ts';
import { rtoEn } from './rto.en.ts';
import { trafficEn } from './traffic.en.ts';
import { tripsEn } from './trips.en.ts';
import { tripRoadsEn } from './trip-roads.en.ts';
import { tripHeightsEn } from './trip-heights.en.ts';

/** Every area catalogue, for the server's `translate` and for catalogue tests (never imported by the web app). */
export const areaCatalogues: readonly Record<string, unknown>[] = [
  buyEn,
  rtoEn,
  earnEn,
  insightsEn,
  blogsEn,
  tripsEn,
  checkinsEn,
  stationCardsEn,
  tcoEn,
  accountDataEn,
  trafficEn,
  myDataFileEn,
  tripRoadsEn,
  liveStatusEn,
  tripHeightsEn,
];
