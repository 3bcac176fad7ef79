import {
  EVENT_NAMES,
  LANGUAGES,
  OUTCOMES,
  UNKNOWN_ROUTE,
  WIDTH_BUCKETS,
  type EventName,
} from '../../src/domain/analytics/event-fields.ts';
import { haversineKm } from '../../src/domain/geo/geodesy.ts';
import { ROUTE_PATTERNS } from '../../src/domain/routes/app-paths.ts';
import { seededRandom } from '../../tests/support/seeded-random.ts';
import { call, type Target } from './api-call.ts';
import type { AppServer } from './app-server.ts';

export { call, type Target };

/**
 * What bench/api.ts measures: the endpoints (`targets`), each with the request it sends (one body
 * or path, or many taken in turn), checked by hand once before it is measured.
 */

/** Cities for the varied-trips run; any the gazetteer cannot place are left out. */
const CITIES = [
  'Delhi',
  'Jaipur',
  'Agra',
  'Lucknow',
  'Kanpur',
  'Chandigarh',
  'Amritsar',
  'Dehradun',
  'Meerut',
  'Ajmer',
  'Udaipur',
  'Jodhpur',
  'Gwalior',
  'Bhopal',
  'Indore',
  'Ahmedabad',
  'Surat',
  'Vadodara',
  'Rajkot',
  'Mumbai',
  'Pune',
  'Nashik',
  'Nagpur',
  'Aurangabad',
  'Kolhapur',
  'Goa',
  'Belagavi',
  'Hubballi',
  'Bengaluru',
  'Mysuru',
  'Mangaluru',
  'Chennai',
  'Vellore',
  'Coimbatore',
  'Madurai',
  'Tiruchirappalli',
  'Puducherry',
  'Hyderabad',
  'Vijayawada',
  'Visakhapatnam',
  'Kochi',
  'Thiruvananthapuram',
  'Kozhikode',
  'Kolkata',
  'Bhubaneswar',
  'Patna',
  'Ranchi',
  'Guwahati',
  'Varanasi',
  'Prayagraj',
];
const TRIP_MAX_KM = 600;

/** What people type into a place field, part-way and whole: taken in turn, so no one answer repeats back to back. */
const PLACE_INPUTS = [
  'kora',
  'koramangala',
  'manali',
  'whitef',
  'beng',
  'andheri e',
  'aurangabad',
  '5600',
  'hinjew',
  'electronic c',
  'connaught',
  'gachibowli',
  'bengluru',
  'hydrabad',
  'salt lake',
  'koramangala, bengaluru',
  'bilaspur hp',
  'मनाली',
  'velach',
  'kakkanad',
  'navrang',
  'ooty',
  'coorg',
  'gurgaon',
  '560034',
  'cyber city',
  'mumbai airport',
  'jaip',
  'pune',
  'che',
];

/** Place autocomplete as the place fields call it while someone types: PLACE_INPUTS in turn. */
function placeAutocomplete(headers: Record<string, string>): Target {
  const paths = PLACE_INPUTS.map((input) => `/googleservice/autocomplete?input=${encodeURIComponent(input)}`);
  return {
    name: `GET /googleservice/autocomplete (${paths.length} inputs in turn)`,
    cached: false,
    method: 'GET',
    path: paths[0] as string,
    headers,
    paths,
  };
}

interface PlacedCity {
  name: string;
  lat: number;
  lng: number;
}

/** Where the server places each of CITIES (a trip's origin as it answers it); the ones it cannot place are left out. */
async function placeCities(server: AppServer, headers: Record<string, string>): Promise<PlacedCity[]> {
  const placed: PlacedCity[] = [];
  for (const name of CITIES) {
    const reply = await call(
      server,
      'POST',
      '/googleservice/route-ev-stations',
      JSON.stringify({ origin: name, destination: name === 'Delhi' ? 'Jaipur' : 'Delhi' }),
      headers,
    );
    if (reply.status !== 200) continue;
    const origin = (JSON.parse(reply.text) as { data: { origin: { lat: number; lng: number } } }).data.origin;
    placed.push({ name, ...origin });
  }
  return placed;
}

/** Fisher–Yates in place, with a fixed seed: every run sends the same order. */
function shuffle<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Trip search as many people use it: every pair of the cities above within TRIP_MAX_KM of each
 * other, in turn. There are more pairs than the answer cache holds, so this row measures the
 * corridor search itself; the single-trip row above it measures a popular trip (cached).
 */
function variedTrips(placed: readonly PlacedCity[], headers: Record<string, string>): Target {
  const bodies = placed.flatMap((a) =>
    placed
      .filter((b) => b !== a && haversineKm(a, b) <= TRIP_MAX_KM)
      .map((b) => JSON.stringify({ origin: a.name, destination: b.name })),
  );
  // Shuffled with a fixed seed: neighbouring requests ask for unrelated trips.
  shuffle(bodies, 42);
  return {
    name: `POST /googleservice/route-ev-stations (${bodies.length} trips in turn, uncached)`,
    cached: false,
    method: 'POST',
    path: '/googleservice/route-ev-stations',
    headers,
    body: bodies[0],
    bodies,
  };
}

/** The planner's trips: city pairs up to this far apart (straight line); scooters only up to SCOOTER_MAX_KM. */
const PLAN_MAX_KM = 800;
const SCOOTER_MAX_KM = 200;
const PLAN_BODIES = 500;
/** Scooter trips are this share of the mix at most (there are far fewer short pairs than long ones). */
const SCOOTER_SHARE = 0.25;
/** Vehicles of each kind taken from GET /ev/trip/vehicles, spread over the range of their ranges. */
const PLAN_VEHICLES = { car: 4, scooter: 3 } as const;
/** Battery settings: the form's defaults, and a full battery with a lower reserve. */
const PLAN_SETTINGS = [
  { start_pct: 80, reserve_pct: 15, target_pct: 80 },
  { start_pct: 100, reserve_pct: 10, target_pct: 90 },
] as const;

interface PlannerVehicle {
  id: string;
  kind: string;
  range_km: number;
  published: boolean;
}

/** `count` vehicles of one kind, those with published figures if there are enough, evenly spread from the shortest range to the longest. */
function spreadByRange(vehicles: readonly PlannerVehicle[], kind: string, count: number): PlannerVehicle[] {
  const ofKind = vehicles.filter((v) => v.kind === kind);
  const published = ofKind.filter((v) => v.published);
  const pool = (published.length >= count ? published : ofKind).toSorted(
    (a, b) => a.range_km - b.range_km || a.id.localeCompare(b.id),
  );
  if (pool.length <= count) return pool;
  return [
    ...new Set(Array.from({ length: count }, (_, i) => pool[Math.round((i * (pool.length - 1)) / (count - 1))]!)),
  ];
}

/**
 * Trip plans as many people ask for them: PLAN_BODIES different bodies, each a pair of the cities
 * above × a vehicle × a battery setting, shuffled with a fixed seed, so no one plan repeats back to
 * back (the endpoint keeps no answer cache: every request plans). Each body is sent once first and
 * kept only if it answers 200; a body that does not is left out, with a note.
 */
async function tripPlans(
  server: AppServer,
  placed: readonly PlacedCity[],
  headers: Record<string, string>,
): Promise<Target> {
  const name = (n: number) => `POST /ev/trip/plan (${n} trips × vehicles in turn)`;
  const listed = await call(server, 'GET', '/ev/trip/vehicles');
  if (listed.status !== 200)
    return { name: name(0), cached: false, method: 'POST', path: '/ev/trip/plan', headers, body: '{}' };
  const { vehicles } = (JSON.parse(listed.text) as { data: { vehicles: PlannerVehicle[] } }).data;
  const pairs = placed
    .flatMap((a) => placed.filter((b) => b !== a).map((b) => ({ a, b, km: haversineKm(a, b) })))
    .filter((p) => p.km <= PLAN_MAX_KM);
  const combos = (kind: keyof typeof PLAN_VEHICLES, maxKm: number) =>
    shuffle(
      pairs
        .filter((p) => p.km <= maxKm)
        .flatMap(({ a, b }) =>
          spreadByRange(vehicles, kind, PLAN_VEHICLES[kind]).flatMap((v) =>
            PLAN_SETTINGS.map((s) => JSON.stringify({ origin: a.name, destination: b.name, vehicle_id: v.id, ...s })),
          ),
        ),
      42,
    );
  // Taken in order until each kind has its share of bodies that answer 200.
  const dropped: string[] = [];
  const accepted = async (candidates: string[], wanted: number) => {
    const kept: string[] = [];
    for (const body of candidates) {
      if (kept.length >= wanted) break;
      const reply = await call(server, 'POST', '/ev/trip/plan', body, headers);
      if (reply.status === 200) kept.push(body);
      else dropped.push(`${body} → ${reply.status} ${reply.text.slice(0, 120)}`);
    }
    return kept;
  };
  const scooters = await accepted(combos('scooter', SCOOTER_MAX_KM), Math.round(PLAN_BODIES * SCOOTER_SHARE));
  const cars = await accepted(combos('car', PLAN_MAX_KM), PLAN_BODIES - scooters.length);
  const bodies = shuffle([...scooters, ...cars], 42);
  for (const line of dropped.slice(0, 5)) console.log(`note: trip plan body left out: ${line}`);
  if (dropped.length > 5) console.log(`note: ${dropped.length} trip plan bodies left out in all`);
  if (bodies.length < PLAN_BODIES)
    console.log(`note: only ${bodies.length} trip plan bodies of ${PLAN_BODIES} answer 200`);
  return {
    name: name(bodies.length),
    cached: false,
    method: 'POST',
    path: '/ev/trip/plan',
    headers,
    body: bodies[0] ?? '{}',
    bodies,
  };
}

/** Analytics batches: this many distinct bodies, each of 1 to MAX_EVENTS_IN_BENCH_BATCH events. */
const EVENT_BODIES = 50;
const MAX_EVENTS_IN_BENCH_BATCH = 10;
/** The events that say how a lookup or search ended (an `outcome`, never what was looked up). */
const WITH_OUTCOME: readonly EventName[] = ['rc_lookup', 'challan_lookup', 'nearby_search', 'cost_found'];

/**
 * The browser's batches of usage events (POST /ev/events, issue 19: src/domain/analytics/
 * analytics-events.ts), as sendBeacon sends them (no token): EVENT_BODIES bodies of 1 to 10 events
 * with varied names, route patterns, referrers, languages and widths, made with a fixed seed, taken
 * in turn. Issue 19's budget: p99 <= 20 ms at 100 connections. Each body is checked once first by
 * `targets` below (202, or the bench stops).
 */
function analyticsBatches(): Target {
  const random = seededRandom(19);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const routes = [...ROUTE_PATTERNS, UNKNOWN_ROUTE];
  const bodies = Array.from({ length: EVENT_BODIES }, () => {
    // One visit: the same language, width and sign-in throughout, each screen's referrer the one before.
    const lang = pick(LANGUAGES);
    const width = pick(WIDTH_BUCKETS);
    const signedIn = random() < 0.5;
    let referrer = random() < 0.3 ? '' : pick(routes);
    const events = Array.from({ length: 1 + Math.floor(random() * MAX_EVENTS_IN_BENCH_BATCH) }, () => {
      const name = random() < 0.5 ? 'page_view' : pick(EVENT_NAMES);
      const route = pick(routes);
      const event = {
        name,
        route,
        referrer,
        lang,
        width,
        signed_in: signedIn,
        ...(name === 'trip_planned' ? { with_vehicle: random() < 0.5 } : {}),
        ...(WITH_OUTCOME.includes(name) ? { outcome: pick(OUTCOMES) } : {}),
      };
      referrer = route;
      return event;
    });
    return JSON.stringify({ events });
  });
  return {
    name: `POST /ev/events (analytics batches, ${bodies.length} in turn)`,
    cached: false,
    method: 'POST',
    path: '/ev/events',
    headers: { 'content-type': 'application/json' },
    body: bodies[0],
    bodies,
    p99BudgetMs: 20,
  };
}

/**
 * The endpoints, each checked once by hand first, with the body it answered: a 404 skips it (with
 * a note), any other answer but a 2xx stops the bench. (POST /ev/events answers 202, and each of
 * its bodies is checked, not only the first.)
 */
export async function targets(server: AppServer): Promise<Array<Target & { answer: Buffer }>> {
  const auth = JSON.parse((await call(server, 'POST', '/googleservice/auth', '{}')).text) as {
    data: { token: string };
  };
  const maps = { 'content-type': 'application/json', token: auth.data.token };
  const placed = await placeCities(server, maps);
  const list: Target[] = [
    { name: 'GET /ev/evData', cached: true, method: 'GET', path: '/ev/evData' },
    {
      name: 'POST /googleservice/ev-stations (nearest 20)',
      cached: false,
      method: 'POST',
      path: '/googleservice/ev-stations',
      headers: maps,
      body: JSON.stringify({ lat: 12.9716, lng: 77.5946 }),
      // Issue 17's "35 ms today" row: --only nearby shows it beside the nearby + summaries rows.
      keys: ['nearby'],
    },
    {
      name: 'POST /googleservice/route-ev-stations (one trip, cached)',
      cached: false,
      method: 'POST',
      path: '/googleservice/route-ev-stations',
      headers: maps,
      body: JSON.stringify({ origin: 'New Delhi', destination: 'Jaipur' }),
    },
    variedTrips(placed, maps),
    await tripPlans(server, placed, maps),
    placeAutocomplete({ token: auth.data.token }),
    { name: 'GET /ev/droom/products?bucket=car', cached: true, method: 'GET', path: '/ev/droom/products?bucket=car' },
    // As a browser asks for it: the ~140 KB list goes out as a brotli copy made once.
    {
      name: 'GET /ev/droom/products?bucket=car (br)',
      cached: true,
      method: 'GET',
      path: '/ev/droom/products?bucket=car',
      headers: { 'accept-encoding': 'br' },
    },
  ];
  const products = await call(server, 'GET', '/ev/droom/products?bucket=car');
  if (products.status === 200) {
    // The list keeps the spec's nesting: { data: { data: { products: [...] } } }.
    const items =
      (JSON.parse(products.text) as { data?: { data?: { products?: Array<{ product_id: string }> } } }).data?.data
        ?.products ?? [];
    for (const item of items.slice(0, 50)) {
      const body = { product_id: item.product_id, kms: 1000 };
      if ((await call(server, 'POST', '/ev/droom/ev-tco', JSON.stringify(body))).status !== 200) continue;
      list.push({
        name: 'POST /ev/droom/ev-tco',
        cached: false,
        method: 'POST',
        path: '/ev/droom/ev-tco',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      break;
    }
    if (!list.some((t) => t.path === '/ev/droom/ev-tco'))
      console.log(
        'note: POST /ev/droom/ev-tco skipped: no car in the list has a cost of ownership (or the call is not built yet)',
      );
  }
  list.push(analyticsBatches());
  const ready: Array<Target & { answer: Buffer }> = [];
  for (const target of list) {
    const { status, text } = await call(server, target.method, target.path, target.body, target.headers);
    if (status === 404) console.log(`note: ${target.name} skipped: it answers 404 (not built yet?)`);
    else if (status < 200 || status > 299) throw new Error(`${target.name} answered ${status}: ${text.slice(0, 200)}`);
    else ready.push({ ...target, answer: Buffer.alloc(0) });
    if (status === 404 || target.path !== '/ev/events') continue;
    for (const body of target.bodies ?? []) {
      const reply = await call(server, target.method, target.path, body, target.headers);
      if (reply.status !== 202)
        throw new Error(
          `${target.name}: a body answered ${reply.status}: ${reply.text.slice(0, 200)} (body ${body.slice(0, 200)})`,
        );
    }
  }
  // Again after a moment: a cached list's compressed copy, started by the first request, is ready now.
  await new Promise((r) => setTimeout(r, 1000));
  for (const target of ready)
    target.answer = (await call(server, target.method, target.path, target.body, target.headers)).raw;
  return ready;
}
