import type { LatLng } from '../geo/lat-lng.ts';

/**
 * City pairs with a published road distance, the data ROAD_CIRCUITY is fitted on and tested against
 * (docs/trip-model.md, "Road distance"). Read in November 2026.
 *
 * Positions are the app's own: the gazetteer's place (data/places, after the load-time fixes of
 * src/server/geocoding, so Jaipur or Mysuru are at the town and not at their district's coarse
 * centre); Katra (J&K) and Kodaikanal are places.csv rows the gazetteer ranks below other names;
 * the two airports are Department of Posts offices of data/localities. Written out here so the
 * test needs no data files.
 */
const AT = {
  delhi: { lat: 28.6519, lng: 77.2315 },
  newDelhi: { lat: 28.6358, lng: 77.2245 },
  delhiAirport: { lat: 28.55564, lng: 77.08456 }, // 'IGI Airport' post office, 110037
  jaipur: { lat: 26.9139, lng: 75.797 },
  agra: { lat: 27.1886, lng: 78.0122 },
  meerut: { lat: 28.9907, lng: 77.714 },
  chandigarh: { lat: 30.7363, lng: 76.7884 },
  dehradun: { lat: 30.3283, lng: 78.0503 },
  shimla: { lat: 31.0987, lng: 77.1584 },
  manali: { lat: 32.2574, lng: 77.1748 },
  katra: { lat: 32.99167, lng: 74.93195 },
  jammu: { lat: 32.7276, lng: 74.8504 },
  srinagar: { lat: 34.0857, lng: 74.8055 },
  lucknow: { lat: 26.8393, lng: 80.9231 },
  varanasi: { lat: 25.3167, lng: 83.0104 },
  kolkata: { lat: 22.5411, lng: 88.3378 },
  siliguri: { lat: 26.71, lng: 88.4285 },
  darjeeling: { lat: 27.0417, lng: 88.2631 },
  gangtok: { lat: 27.3257, lng: 88.6122 },
  guwahati: { lat: 26.1844, lng: 91.7458 },
  shillong: { lat: 25.5689, lng: 91.8831 },
  bhubaneswar: { lat: 20.2724, lng: 85.8338 },
  mumbai: { lat: 19.0728, lng: 72.8826 },
  pune: { lat: 18.5196, lng: 73.8554 },
  panaji: { lat: 15.4957, lng: 73.8262 },
  ahmedabad: { lat: 23.0258, lng: 72.5873 },
  vadodara: { lat: 22.2994, lng: 73.2081 },
  indore: { lat: 22.7217, lng: 75.8602 },
  bhopal: { lat: 23.2547, lng: 77.4029 },
  hyderabad: { lat: 17.384, lng: 78.4564 },
  vijayawada: { lat: 16.5074, lng: 80.6466 },
  bengaluru: { lat: 12.9719, lng: 77.5937 },
  mysuru: { lat: 12.3106, lng: 76.6398 },
  chennai: { lat: 13.0878, lng: 80.2785 },
  puducherry: { lat: 11.9338, lng: 79.8298 },
  nagapattinam: { lat: 10.7967, lng: 79.8366 },
  madurai: { lat: 9.9208, lng: 78.0994 },
  kodaikanal: { lat: 10.23925, lng: 77.48932 },
  ernakulam: { lat: 9.9713, lng: 76.2844 },
  kochiAirport: { lat: 10.15574, lng: 76.38956 }, // 'Kochi Airport' post office, 683111
  munnar: { lat: 10.0882, lng: 77.0624 },
  thiruvananthapuram: { lat: 8.604, lng: 76.9857 },
} satisfies Record<string, LatLng>;

/**
 * How the road runs, judged from the route and not from how well the factor fits: 'plain' (plains
 * and plateau highways), 'mixed' (mostly plains, with a ghat or a last stretch into the hills),
 * 'mountain' (most of the road climbs or winds through hills). The factor is fitted on the first two.
 */
export type RouteTerrain = 'plain' | 'mixed' | 'mountain';

export interface CalibrationPair {
  from: string;
  to: string;
  fromAt: LatLng;
  toAt: LatLng;
  publishedKm: number;
  terrain: RouteTerrain;
  /** Where the figure was read. */
  source: string;
  /** Who published it, and what kind of source it is. */
  publisher: string;
  /** The page's date (YYYY-MM-DD, or a year), or 'undated'. */
  asOf: string;
  /** The route the figure is for, where the source names one. */
  route?: string;
  /** A plain or mixed pair that one factor cannot bring within ±15% of this figure, and why. */
  knownMiss?: string;
}

type Row = Omit<CalibrationPair, 'fromAt' | 'toAt'> & { fromAt: keyof typeof AT; toAt: keyof typeof AT };

const ROWS: readonly Row[] = [
  { from: 'New Delhi', to: 'Jaipur', fromAt: 'newDelhi', toAt: 'jaipur', publishedKm: 270, terrain: 'plain', route: 'NH48',
    publisher: 'Traveler Sharma (report of a drive)', asOf: 'undated',
    source: 'https://travelersharma.com/new-delhi-to-jaipur-road-trip-by-car/' },
  { from: 'Delhi', to: 'Agra', fromAt: 'delhi', toAt: 'agra', publishedKm: 200, terrain: 'plain', route: 'old NH2 (now NH44/NH19)',
    publisher: 'Explore India (travel guide)', asOf: 'undated',
    source: 'http://www.exploreindia.in/delhi-lucknow.htm' },
  { from: 'Delhi', to: 'Meerut', fromAt: 'delhi', toAt: 'meerut', publishedKm: 70, terrain: 'plain', route: 'NH58, before the expressway',
    publisher: 'Mint (news)', asOf: '2021-04-01',
    source: 'https://www.livemint.com/news/india/delhi-to-meerut-in-just-45-minutes-delhi-meerut-expressway-opens-for-public-11617251762196.html' },
  { from: 'Delhi Airport', to: 'Chandigarh', fromAt: 'delhiAirport', toAt: 'chandigarh', publishedKm: 260, terrain: 'plain', route: 'existing link, before the Delhi-Amritsar-Katra expressway',
    publisher: 'Energy Infrapost, quoting an NHAI official in The Times of India (news)', asOf: 'undated (before June 2023)',
    source: 'https://www.energyinfrapost.com/believe-it-or-not-delhi-chandigarh-by-road-in-2-hours-will-be-a-reality-by-june-2023/' },
  { from: 'Delhi', to: 'Dehradun', fromAt: 'delhi', toAt: 'dehradun', publishedKm: 235, terrain: 'mixed', route: 'before the Delhi-Dehradun expressway',
    publisher: 'HT Auto, Hindustan Times (news)', asOf: '2023-03-28',
    source: 'https://auto.hindustantimes.com/web-stories/heres-how-to-reach-delhi-to-dehradun-in-2-5-hours-41679991865660' },
  { from: 'Delhi', to: 'Shimla', fromAt: 'delhi', toAt: 'shimla', publishedKm: 344, terrain: 'mixed', route: 'NH44, NH5 via Kalka',
    publisher: 'Holidify (travel guide)', asOf: 'undated',
    source: 'https://holidify.com/places/shimla/how-to-reach/delhi-to-shimla-1550.html' },
  { from: 'New Delhi', to: 'Manali', fromAt: 'newDelhi', toAt: 'manali', publishedKm: 544, terrain: 'mixed',
    publisher: "Wikipedia's 'Manali, Himachal Pradesh' (its sentence and citation marks, as copied on this page)", asOf: 'undated',
    source: 'https://itechcomputereducation.co.in/studentproject/SurajVishwakarma/MANALI.HTML' },
  { from: 'Delhi', to: 'Katra', fromAt: 'delhi', toAt: 'katra', publishedKm: 727, terrain: 'mixed', route: 'before the Delhi-Amritsar-Katra expressway',
    publisher: 'Times Now, on a visit by the highways minister (news)', asOf: 'undated',
    source: 'https://timesnownews.com/delhi/delhi-to-amritsar-in-just-4-hours-katra-in-6-hours-with-greenfield-expressway-article-104568246/amp' },
  { from: 'Delhi', to: 'Mumbai', fromAt: 'delhi', toAt: 'mumbai', publishedKm: 1424, terrain: 'mixed', route: 'before the Delhi-Mumbai expressway',
    publisher: 'CNBC-TV18 with PTI, from the government statement (news)', asOf: '2023-02-12',
    source: 'https://www.cnbctv18.com/india/pm-inaugurates-first-section-of-delhi-mumbai-expressway-in-rajasthan-15917331.htm' },
  { from: 'Delhi', to: 'Kolkata', fromAt: 'delhi', toAt: 'kolkata', publishedKm: 1563, terrain: 'plain', route: 'NH19 (1,563.2 km)',
    publisher: 'Gulf Hindi, repeating Times Now Hindi (news)', asOf: 'undated',
    source: 'https://gulfhindi.com/delhi-kolkata-gf-expressway' },
  { from: 'Lucknow', to: 'Varanasi', fromAt: 'lucknow', toAt: 'varanasi', publishedKm: 314, terrain: 'plain',
    publisher: 'Savaari (car rental company)', asOf: 'undated',
    source: 'https://www.savaari.com/blog/lucknow/lucknow-to-varanasi/' },
  { from: 'Kolkata', to: 'Bhubaneswar', fromAt: 'kolkata', toAt: 'bhubaneswar', publishedKm: 441, terrain: 'plain', route: 'NH16',
    publisher: 'TravelSetu (travel guide)', asOf: 'undated',
    source: 'https://travelsetu.com/guide/odisha-tourism/how-to-reach-odisha' },
  { from: 'Kolkata', to: 'Siliguri', fromAt: 'kolkata', toAt: 'siliguri', publishedKm: 550, terrain: 'plain',
    publisher: 'Team-BHP (report of a drive, 2022)', asOf: '2022',
    source: 'https://www.team-bhp.com/news/2600-km-road-trip-calcutta-cherrapunji-skoda-karoq' },
  { from: 'Mumbai', to: 'Pune', fromAt: 'mumbai', toAt: 'pune', publishedKm: 150, terrain: 'mixed', route: 'Mumbai-Pune Expressway, Bor ghat',
    publisher: 'India Travel Forum (forum answer)', asOf: '2016-09-29',
    source: 'https://www.indiatravelforum.in/threads/how-to-go-from-mumbai-to-pune.3065/' },
  { from: 'Mumbai', to: 'Panaji', fromAt: 'mumbai', toAt: 'panaji', publishedKm: 590, terrain: 'mixed', route: 'via Pune and Kolhapur (NH48), or the Konkan (NH66)',
    publisher: 'India.com (travel desk)', asOf: 'undated',
    source: 'https://www.india.com/travel/articles/long-drive-sweet-life-best-route-to-drive-from-mumbai-to-goa-3240615/',
    knownMiss: 'the road goes inland round the Western Ghats (or winds along the Konkan): 1.44 times the straight line' },
  { from: 'Ahmedabad', to: 'Vadodara', fromAt: 'ahmedabad', toAt: 'vadodara', publishedKm: 106, terrain: 'plain', route: 'National Expressway 1',
    publisher: 'Lonely Planet (travel guide)', asOf: '2018',
    source: 'https://www.lonelyplanet.com/india/gujarat/vadodara-baroda',
    knownMiss: 'an expressway almost on the straight line: 1.03 times it, the straightest road of the table' },
  { from: 'Indore', to: 'Bhopal', fromAt: 'indore', toAt: 'bhopal', publishedKm: 200, terrain: 'plain', route: 'before the proposed expressway',
    publisher: 'Patrika, on an NHAI proposal (news)', asOf: '2025-09-16',
    source: 'https://www.patrika.com/en/news-bulletin/new-expressway-to-shorten-indore-bhopal-distance-by-55km-19950073' },
  { from: 'Hyderabad', to: 'Vijayawada', fromAt: 'hyderabad', toAt: 'vijayawada', publishedKm: 275, terrain: 'plain', route: 'not named by the page (NH65 is the road)',
    publisher: "Wikipedia's 'Vijayawada' (its sentence, as copied on this city page)", asOf: 'undated',
    source: 'http://vijayawada.desibantu.com/' },
  { from: 'Hyderabad', to: 'Bengaluru', fromAt: 'hyderabad', toAt: 'bengaluru', publishedKm: 570, terrain: 'plain', route: 'NH44',
    publisher: 'Construction World (trade news)', asOf: 'undated',
    source: 'https://www.constructionworld.in/transport-infrastructure/highways-and-roads-infrastructure/bengaluru-hyderabad-highway-to-get-six-lane-upgradation/33228' },
  { from: 'Bengaluru', to: 'Mysuru', fromAt: 'bengaluru', toAt: 'mysuru', publishedKm: 145, terrain: 'plain', route: 'NH275 expressway',
    publisher: 'India TV (news)', asOf: '2025-11-11',
    source: 'https://www.indiatvnews.com/amp/lifestyle/travel/bangalore-to-mysore-distance-travel-time-best-stops-road-trip-2025-11-11-1016870' },
  { from: 'Bengaluru', to: 'Chennai', fromAt: 'bengaluru', toAt: 'chennai', publishedKm: 346, terrain: 'plain', route: 'NH48 via Vellore',
    publisher: 'Madras Self Drive Cars (car rental company)', asOf: '2020-06-20',
    source: 'http://blog.madrasselfdrivecars.com/2020/06/20/chennai-to-bangalore-trip-self-drive-car-rentals/2/' },
  { from: 'Chennai', to: 'Puducherry', fromAt: 'chennai', toAt: 'puducherry', publishedKm: 162, terrain: 'plain', route: 'East Coast Road',
    publisher: 'TyreMarket Road Tales (travel guide)', asOf: 'undated',
    source: 'https://www.tyremarket.com/roadtales/chennai-to-pondicherry-along-the-east-coast-road-ecr/' },
  { from: 'Chennai', to: 'Nagapattinam', fromAt: 'chennai', toAt: 'nagapattinam', publishedKm: 320, terrain: 'plain', route: 'East Coast Road',
    publisher: 'The New Indian Express (news)', asOf: '2025-10-11',
    source: 'https://www.newindianexpress.com/cities/chennai/2025/Oct/11/38-km-ecr-stretch-turns-four-lane-road-chennai-nagai-travel-time-cut-by-2hrs' },
  { from: 'Chennai', to: 'Madurai', fromAt: 'chennai', toAt: 'madurai', publishedKm: 472, terrain: 'plain',
    publisher: 'Maps of India (map publisher)', asOf: '2011-09-15',
    source: 'https://www.mapsofindia.com/madurai/travel/by-road.html' },
  { from: 'Ernakulam', to: 'Thiruvananthapuram', fromAt: 'ernakulam', toAt: 'thiruvananthapuram', publishedKm: 220, terrain: 'plain', route: 'NH66',
    publisher: 'The New Indian Express, on NHAI (news)', asOf: '2025-05-08',
    source: 'https://www.newindianexpress.com/states/kerala/2025/May/08/nhais-promise-ernakulam-to-thiruvananthapuram-in-just-25-hours-as-nh-66-upgrade-nears-milestone' },
  // Mountain roads: outside the factor's reach, kept to show by how much it falls short.
  { from: 'Guwahati', to: 'Shillong', fromAt: 'guwahati', toAt: 'shillong', publishedKm: 103, terrain: 'mountain', route: 'NH6, the climb from Jorabat',
    publisher: 'Exciting India (travel guide)', asOf: 'undated',
    source: 'https://www.excitingindia.in/how-to-reach-meghalaya/' },
  { from: 'Jammu', to: 'Srinagar', fromAt: 'jammu', toAt: 'srinagar', publishedKm: 245, terrain: 'mountain', route: 'NH44',
    publisher: 'Greater Kashmir, quoting the highways minister (news)', asOf: '2023-04-11',
    source: 'https://www.greaterkashmir.com/kashmir/with-five-tunnels-245-km-jmu-sgr-highway-distance-to-be-covered-in-three-hours-gadkari' },
  { from: 'Chandigarh', to: 'Shimla', fromAt: 'chandigarh', toAt: 'shimla', publishedKm: 113, terrain: 'mountain', route: 'NH5',
    publisher: 'Holidify (travel guide)', asOf: 'undated',
    source: 'https://www.holidify.com/places/chandigarh/how-to-reach/shimla-to-chandigarh-313.html' },
  { from: 'Siliguri', to: 'Gangtok', fromAt: 'siliguri', toAt: 'gangtok', publishedKm: 120, terrain: 'mountain', route: 'NH10',
    publisher: 'Voice of Sikkim (news)', asOf: '2024-07-31',
    source: 'https://voiceofsikkim.com/partial-opening-of-nh10-restores-traffic-after-month-long-disruption/' },
  { from: 'Siliguri', to: 'Darjeeling', fromAt: 'siliguri', toAt: 'darjeeling', publishedKm: 77, terrain: 'mountain', route: 'Hill Cart Road (NH110, formerly NH55)',
    publisher: 'Darjeeling Online (travel guide)', asOf: 'undated',
    source: 'https://www.darjeelingonline.in/guide/roadways-in-darjeeling' },
  { from: 'Kochi Airport', to: 'Munnar', fromAt: 'kochiAirport', toAt: 'munnar', publishedKm: 108, terrain: 'mountain', route: 'NH85 (67 miles)',
    publisher: 'Kerala Tourism, Government of Kerala', asOf: 'undated',
    source: 'https://keralatourism.org/faq/how-far-is-munnar-from-cial' },
  { from: 'Madurai', to: 'Kodaikanal', fromAt: 'madurai', toAt: 'kodaikanal', publishedKm: 120, terrain: 'mountain',
    publisher: 'Maps of India (map publisher)', asOf: '2011-09-15',
    source: 'https://www.mapsofindia.com/madurai/travel/by-road.html' },
];

export const ROAD_CALIBRATION: readonly CalibrationPair[] = ROWS.map((row) => ({ ...row, fromAt: AT[row.fromAt], toAt: AT[row.toAt] }));
