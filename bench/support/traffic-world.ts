import { dataOf, type Answer, type TrafficClient } from './traffic-client.ts';
import type { Outbox } from './traffic-people.ts';
import type { Product, VehicleType } from './traffic-screens.ts';
import type { PageReferences, StaticFile } from './traffic-site.ts';

/**
 * What every simulated phone of a run shares (bench/traffic.ts): the client, the build's precache
 * list and page references, the towns the people live in (their names, places and trips, each
 * looked up once through the place search, so the phones type what the search knows), the
 * planner's vehicles and the catalogue's products, the run's clock, and the tally of check-ins
 * and sign-ins.
 *
 * The towns are the bench's own assumption of where a carrier's evening comes from: six large
 * cities, a handful of localities in each and trips their people take.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface Town {
  name: string;
  centre: LatLng;
  /** Names a person types (each one the place search has suggestions for): localities, and where trips go. */
  places: string[];
  trips: string[];
}

const TOWNS = [
  {
    name: 'Bengaluru',
    places: ['Koramangala', 'Indiranagar', 'Whitefield', 'Jayanagar', 'Hebbal', 'Electronic City'],
    trips: ['Mysuru', 'Chennai', 'Hosur', 'Tumakuru'],
  },
  {
    name: 'Mumbai',
    places: ['Andheri', 'Bandra', 'Powai', 'Thane', 'Borivali', 'Dadar'],
    trips: ['Pune', 'Nashik', 'Lonavala', 'Goa'],
  },
  {
    name: 'Delhi',
    places: ['Dwarka', 'Rohini', 'Saket', 'Karol Bagh', 'Noida', 'Gurugram'],
    trips: ['Jaipur', 'Agra', 'Chandigarh', 'Dehradun'],
  },
  {
    name: 'Pune',
    places: ['Kothrud', 'Hinjewadi', 'Baner', 'Hadapsar', 'Wakad', 'Viman Nagar'],
    trips: ['Mumbai', 'Satara', 'Nashik', 'Kolhapur'],
  },
  {
    name: 'Chennai',
    places: ['Adyar', 'Velachery', 'Anna Nagar', 'Tambaram', 'Guindy', 'Porur'],
    trips: ['Bengaluru', 'Puducherry', 'Vellore', 'Tirupati'],
  },
  {
    name: 'Hyderabad',
    places: ['Gachibowli', 'Madhapur', 'Kukatpally', 'Secunderabad', 'Banjara Hills', 'Uppal'],
    trips: ['Vijayawada', 'Warangal', 'Kurnool', 'Bengaluru'],
  },
];

export class World {
  /** Run-clock ms after which phones start nothing new. */
  endsAt = Infinity;
  readonly checkIns = {
    answeredIds: [] as string[],
    byStatus: {} as Record<string, number>,
    answeredAt: [] as number[],
    firstBodies: {} as Record<string, string>,
  };
  readonly signIns = { done: 0, failed: 0 };

  constructor(
    readonly client: TrafficClient,
    readonly outbox: Outbox,
    readonly precache: StaticFile[],
    readonly refs: PageReferences,
    readonly towns: Town[],
    readonly cars: string[],
    readonly scooters: string[],
    readonly products: Record<VehicleType, Product[]>,
  ) {}

  clock(): number {
    return this.client.recorder.now();
  }

  noteCheckIn(answer: Answer): void {
    this.checkIns.byStatus[answer.status] = (this.checkIns.byStatus[answer.status] ?? 0) + 1;
    if (answer.status >= 300) this.checkIns.firstBodies[answer.status] ??= answer.text.slice(0, 300);
    const id = dataOf<{ check_in: { id: string } }>(answer)?.check_in.id;
    if (answer.status >= 200 && answer.status < 300 && id) {
      this.checkIns.answeredIds.push(id);
      this.checkIns.answeredAt.push(this.clock());
    }
  }

  noteSignIn(ok: boolean): void {
    if (ok) this.signIns.done++;
    else this.signIns.failed++;
  }
}

/** Set-up requests come from addresses of their own (198.18.0.0/15, the benchmarking range), never the phones'. */
export const setupAddress = (n: number) => `198.18.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

async function setupGet<T>(
  client: TrafficClient,
  address: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await client.send(address, { kind: 'set-up', path, headers, read: true, party: 'setup' });
  const data = dataOf<T>(answer);
  if (data === undefined)
    throw new Error(`set-up: GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return data;
}

/** The towns' places as the place search finds them (one maps token and address per town: the maps limits are per token and address). */
async function lookUpTowns(client: TrafficClient): Promise<Town[]> {
  const towns: Town[] = [];
  for (const [n, town] of TOWNS.entries()) {
    const address = setupAddress(n);
    const auth = await client.send(address, {
      kind: 'set-up',
      method: 'POST',
      path: '/googleservice/auth',
      json: {},
      read: true,
      party: 'setup',
    });
    const token = dataOf<{ token: string }>(auth)?.token;
    if (!token) throw new Error(`set-up: POST /googleservice/auth answered ${auth.status}: ${auth.text.slice(0, 200)}`);
    const find = async (name: string) => {
      const found = await setupGet<{ predictions: Array<{ location: LatLng }> }>(
        client,
        address,
        `/googleservice/autocomplete?input=${encodeURIComponent(name)}`,
        { token },
      );
      return found.predictions[0];
    };
    const centre = await find(town.name);
    if (!centre) throw new Error(`set-up: the place search finds nothing for ${town.name}`);
    const known = async (names: string[]) => {
      const found = await Promise.all(names.map(find));
      return names.filter((_, i) => found[i] !== undefined);
    };
    const places = await known(town.places);
    const trips = await known(town.trips);
    if (!places.length || !trips.length)
      throw new Error(`set-up: the place search finds none of ${town.name}'s places or trips`);
    const missing = [...town.places, ...town.trips].filter((name) => !places.includes(name) && !trips.includes(name));
    if (missing.length) console.log(`set-up: the place search has no suggestion for ${missing.join(', ')} (left out)`);
    towns.push({ name: town.name, centre: centre.location, places, trips });
  }
  return towns;
}

/** What the phones need from the server, asked once from set-up addresses. */
export async function prepareWorld(
  client: TrafficClient,
  outbox: Outbox,
  precache: StaticFile[],
  refs: PageReferences,
): Promise<World> {
  const towns = await lookUpTowns(client);
  const address = setupAddress(TOWNS.length);
  const { vehicles } = await setupGet<{ vehicles: Array<{ id: string; kind: string }> }>(
    client,
    address,
    '/ev/trip/vehicles',
  );
  const products = {} as Record<VehicleType, Product[]>;
  for (const type of ['car', 'bike', 'scooter'] as const) {
    const list = await setupGet<{ data: { products: Product[] } }>(
      client,
      address,
      `/ev/droom/products?bucket=${type}`,
    );
    products[type] = list.data.products.map(({ product_id, make, model }) => ({ product_id, make, model }));
  }
  const cars = vehicles.filter((v) => v.kind === 'car').map((v) => v.id);
  const scooters = vehicles.filter((v) => v.kind === 'scooter').map((v) => v.id);
  if (!cars.length || !scooters.length)
    throw new Error(`set-up: GET /ev/trip/vehicles lists ${cars.length} cars and ${scooters.length} scooters`);
  return new World(client, outbox, precache, refs, towns, cars, scooters, products);
}
