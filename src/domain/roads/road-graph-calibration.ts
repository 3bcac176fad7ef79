import type { LatLng } from '../geo/lat-lng.ts';
import { type CalibrationPair, ROAD_CALIBRATION } from '../trips/road-calibration.ts';

/**
 * The road graph's calibration table (docs/road-graph.md, "Calibration"): the city pairs of the trips model's
 * table (src/domain/trips/road-calibration.ts, read in November 2026) and more through the hills, each with a
 * published road distance, its source and date. `hills` marks a road through the Himalaya, the Western Ghats, the
 * Nilgiris or the North-East. A pair the graph cannot bring within ±10% is listed with its reason.
 */
export interface RoadGraphPair extends CalibrationPair {
  hills: boolean;
  /** Why the graph's distance is more than 10% off the published one. */
  graphMiss?: string;
}

const AT = {
  leh: { lat: 34.1526, lng: 77.5771 },
  manali: { lat: 32.2574, lng: 77.1748 },
  shimla: { lat: 31.0987, lng: 77.1584 },
  srinagar: { lat: 34.0857, lng: 74.8055 },
  coimbatore: { lat: 11.0168, lng: 76.9558 },
  ooty: { lat: 11.4102, lng: 76.695 },
  mysuru: { lat: 12.3106, lng: 76.6398 },
  dimapur: { lat: 25.9063, lng: 93.7276 },
  kohima: { lat: 25.6751, lng: 94.1086 },
  kozhikode: { lat: 11.2588, lng: 75.7804 },
  kalpetta: { lat: 11.6085, lng: 76.083 },
  bengaluru: { lat: 12.9719, lng: 77.5937 },
  mangaluru: { lat: 12.8703, lng: 74.8806 },
} satisfies Record<string, LatLng>;

type Row = Omit<RoadGraphPair, 'fromAt' | 'toAt' | 'hills'> & { fromAt: keyof typeof AT; toAt: keyof typeof AT };

/** Pairs added for the road graph, read in November 2026. */
const MORE: readonly Row[] = [
  {
    from: 'Leh',
    to: 'Manali',
    fromAt: 'leh',
    toAt: 'manali',
    publishedKm: 428,
    terrain: 'mountain',
    route: 'Leh–Manali highway through the Atal Tunnel',
    publisher:
      'Indo-American News (474 km by Rohtang, 2018-05-21) less the 46 km the Atal Tunnel saves (CNBC-TV18, 2020-10-03)',
    asOf: '2020-10-03',
    source:
      'http://www.indoamerican-news.com/a-complete-guide-to-the-manali-leh-road-trip/ ; https://www.cnbctv18.com/india/atal-tunnel-worlds-longest-highway-tunnel-to-reduce-distance-between-manali-leh-by-46-km-7095281.htm',
  },
  {
    from: 'Shimla',
    to: 'Manali',
    fromAt: 'shimla',
    toAt: 'manali',
    publishedKm: 247,
    terrain: 'mountain',
    route: 'via Bilaspur, Mandi and Kullu',
    publisher: 'Holidify (travel guide)',
    asOf: 'undated',
    source: 'https://www.holidify.com/places/shimla/how-to-reach/manali-to-shimla-1556.html',
  },
  {
    from: 'Srinagar',
    to: 'Leh',
    fromAt: 'srinagar',
    toAt: 'leh',
    publishedKm: 440,
    terrain: 'mountain',
    route: 'NH1 by Zoji La and Kargil (its five legs added up)',
    publisher: 'Vargis Khan (Ladakh travel guide)',
    asOf: 'undated',
    source: 'https://vargiskhan.com/travelguides/ladakh/srinagar_leh_travel_guide.html',
  },
  {
    from: 'Coimbatore',
    to: 'Ooty',
    fromAt: 'coimbatore',
    toAt: 'ooty',
    publishedKm: 84,
    terrain: 'mountain',
    route: 'NH181 by Mettupalayam and Coonoor',
    publisher: '123ArticleOnline (travel article)',
    asOf: 'undated',
    source: 'https://www.123articleonline.com/articles/480625/coimbatore-to-ooty-how-to-reach',
  },
  {
    from: 'Mysuru',
    to: 'Ooty',
    fromAt: 'mysuru',
    toAt: 'ooty',
    publishedKm: 158,
    terrain: 'mountain',
    route: 'by Gundlupet, Gudalur and Pykara (the route buses and trucks take)',
    publisher: "Wikipedia, 'Mysore-Ooty Road'",
    asOf: 'undated',
    source: 'https://en.wikipedia.org/wiki/Mysore-Ooty_Road',
  },
  {
    from: 'Dimapur',
    to: 'Kohima',
    fromAt: 'dimapur',
    toAt: 'kohima',
    publishedKm: 74,
    terrain: 'mountain',
    route: 'NH29',
    publisher: 'OneNagaland (travel guide)',
    asOf: 'undated',
    source: 'https://www.onenagaland.com/how-to-reach-kohima-nagaland/',
  },
  {
    from: 'Kozhikode',
    to: 'Kalpetta',
    fromAt: 'kozhikode',
    toAt: 'kalpetta',
    publishedKm: 75,
    terrain: 'mountain',
    route: 'NH766 by the Thamarassery ghat',
    publisher: "Wikipedia, 'Wayanad district' (as copied on Liquisearch)",
    asOf: 'undated',
    source: 'https://www.liquisearch.com/wayanad_district/access',
  },
  {
    from: 'Bengaluru',
    to: 'Mangaluru',
    fromAt: 'bengaluru',
    toAt: 'mangaluru',
    publishedKm: 351,
    terrain: 'mixed',
    route: 'NH75 by Hassan and the Shiradi ghat (the bus route)',
    publisher: 'The New Indian Express (news)',
    asOf: '2018-01-07',
    source:
      'http://www.newindianexpress.com/cities/bengaluru/2018/jan/07/bluru-mluru-volvo-bus-rides-to-take-11-hrs-1746650.html',
  },
];

/** Pairs of the trips table whose road runs through the hills (a ghat or a climb into the mountains). */
const THROUGH_HILLS = new Set(['Delhi–Shimla', 'New Delhi–Manali', 'Mumbai–Pune', 'Mumbai–Panaji']);

/**
 * Pairs the graph misses by more than 10%, and why (measured on the graph of data/roads/import-report.md): the three
 * the issue allows. Each is a road the national-highway data does not hold (docs/road-graph.md, "Known misses"); a
 * state-highway layer is the next repair to make.
 */
const GRAPH_MISSES: Readonly<Record<string, string>> = {
  'Ahmedabad–Vadodara':
    '13% long: the published 106 km is the expressway (NE1), whose ramps into either city the data does not hold; the graph takes NH48 and 12 km of access',
  'Indore–Bhopal':
    '42% long: the road people take (Dewas–Bhopal, SH18) is a state highway, not in the national-highway data; the graph goes round by NH47 and NH46',
  'Kochi Airport–Munnar':
    '45% long: the road from the airport by Perumbavoor to NH85 at Kothamangalam is a state road, not in the data, so the route goes by NH544 into Kochi and out along NH85',
};

/**
 * Where a pair's figure in the trips table names no route and a published figure for the route the graph takes
 * exists, the road graph is checked against that one; the trips table keeps its own (it is what ROAD_CIRCUITY was
 * fitted on).
 */
const ROUTE_FIGURES: Readonly<
  Record<string, Pick<RoadGraphPair, 'publishedKm' | 'route' | 'publisher' | 'asOf' | 'source'>>
> = {
  'Delhi–Katra': {
    publishedKm: 637,
    route: 'NH44 by Ambala, Ludhiana, Jalandhar, Mukerian, Pathankot and Jammu (the 727 km NHAI quotes names no route)',
    publisher: 'India Travel Forum (route guide: 637 km by this route to the Vaishno Devi entrance in Katra)',
    asOf: 'undated',
    source: 'https://www.indiatravelforum.in/threads/delhi-to-vaishno-devi-distance.3999/',
  },
};

const withMiss = <T extends CalibrationPair>(pair: T) => {
  const key = `${pair.from}–${pair.to}`;
  const graphMiss = GRAPH_MISSES[key];
  const routed = { ...pair, ...ROUTE_FIGURES[key] };
  return graphMiss ? { ...routed, graphMiss } : routed;
};

export const ROAD_GRAPH_CALIBRATION: readonly RoadGraphPair[] = [
  ...ROAD_CALIBRATION.map((pair) =>
    withMiss({ ...pair, hills: pair.terrain === 'mountain' || THROUGH_HILLS.has(`${pair.from}–${pair.to}`) }),
  ),
  ...MORE.map((row) => withMiss({ ...row, fromAt: AT[row.fromAt], toAt: AT[row.toAt], hills: true })),
];

/** Published driving times (minutes) for the driving-time model's check, with their sources. */
export interface TimedPair {
  from: string;
  to: string;
  fromAt: LatLng;
  toAt: LatLng;
  publishedMinutes: number;
  source: string;
  publisher: string;
  asOf: string;
  /** Why the model misses this time by more than 20%. */
  timeMiss?: string;
}

const find = (from: string, to: string) => {
  const pair = ROAD_GRAPH_CALIBRATION.find((p) => p.from === from && p.to === to);
  if (!pair) throw new Error(`no calibration pair ${from}–${to}`);
  return { from, to, fromAt: pair.fromAt, toAt: pair.toAt };
};

export const DRIVING_TIMES: readonly TimedPair[] = [
  {
    ...find('Chandigarh', 'Shimla'),
    publishedMinutes: 212,
    publisher: 'Holidify (3 h 32 min)',
    asOf: 'undated',
    source: 'https://www.holidify.com/places/chandigarh/how-to-reach/shimla-to-chandigarh-313.html',
  },
  {
    ...find('Shimla', 'Manali'),
    publishedMinutes: 401,
    publisher: 'Holidify (6 h 41 min)',
    asOf: 'undated',
    source: 'https://www.holidify.com/places/shimla/how-to-reach/manali-to-shimla-1556.html',
  },
  {
    ...find('Coimbatore', 'Ooty'),
    publishedMinutes: 150,
    publisher: '123ArticleOnline (2 h 30 min)',
    asOf: 'undated',
    source: 'https://www.123articleonline.com/articles/480625/coimbatore-to-ooty-how-to-reach',
  },
  {
    ...find('Dimapur', 'Kohima'),
    publishedMinutes: 150,
    publisher: "Wikipedia, 'Dimapur–Kohima Highway' (2.5 h before the four-lane road), as copied on TheInfoList",
    asOf: 'undated',
    source: 'https://www.theinfolist.com/html/ALL/l/D/Dimapur–Kohima_Highway.html',
  },
  {
    ...find('Siliguri', 'Gangtok'),
    publishedMinutes: 240,
    publisher: 'Sikkim Guide (a 4-hour journey of about 120 km)',
    asOf: 'undated',
    source: 'http://sikkim-guide.com/the-road-journey-to-gangtok/',
  },
  {
    ...find('Guwahati', 'Shillong'),
    publishedMinutes: 165,
    publisher: 'Contraband blog (2.5 to 3 hours; the middle taken)',
    asOf: 'undated',
    source:
      'https://contraband.ch/read-blog/93782_traveling-from-guwahati-to-shillong-a-taxi-journey-through-paradise.html',
  },
  {
    ...find('New Delhi', 'Jaipur'),
    publishedMinutes: 300,
    publisher: 'TyreMarket Road Tales (5 hours via NH48)',
    asOf: 'undated',
    source: 'https://www.tyremarket.com/roadtales/delhi-to-jaipur-road-trip/',
  },
  {
    ...find('Bengaluru', 'Mysuru'),
    publishedMinutes: 165,
    publisher: 'India TV (2.5 to 3 hours; the middle taken)',
    asOf: '2025-11-11',
    source:
      'https://www.indiatvnews.com/amp/lifestyle/travel/bangalore-to-mysore-distance-travel-time-best-stops-road-trip-2025-11-11-1016870',
  },
  {
    ...find('Bengaluru', 'Mangaluru'),
    publishedMinutes: 360,
    publisher: 'Manipal Blog (6 hours driving on)',
    asOf: 'undated',
    source: 'https://manipalblog.com/the-bang-mang-road-trip/',
  },
  {
    ...find('Bengaluru', 'Chennai'),
    publishedMinutes: 390,
    publisher: 'Madras Self Drive Cars (six to seven hours; the middle taken)',
    asOf: '2020-06-20',
    source: 'http://blog.madrasselfdrivecars.com/2020/06/20/chennai-to-bangalore-trip-self-drive-car-rentals/2/',
  },
];
