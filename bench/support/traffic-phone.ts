import { isStationId, SUMMARY_IDS_MAX } from '../../src/domain/checkins/station-id.ts';
import { seededRandom } from '../../tests/support/seeded-random.ts';
import { CHECK_IN_BODIES } from './check-in-targets.ts';
import { acceptLanguage, dataOf, type Answer, type Call } from './traffic-client.ts';
import { signIn } from './traffic-people.ts';
import { SCREENS, type Product, type Screen, type ScreenPhone, type VehicleType } from './traffic-screens.ts';
import type { StaticFile } from './traffic-site.ts';
import type { LatLng, World } from './traffic-world.ts';

interface Suggestion {
  description: string;
  place_id: string;
  location: LatLng;
}

/**
 * One simulated phone of bench/traffic.ts: a person who opens the app (a first visit with the
 * service worker's install, or a return with it installed), then, with a person's pauses between,
 * opens screens by full page loads, searches near them, types places, plans a trip, checks in or
 * signs in, until the evening ends. Its HTTP cache holds what it fetched (the build's files are
 * immutable), so a file is fetched once per phone; with the worker installed a page load is the
 * HTML (the worker's navigation preload) and the browser's check of /sw.js, the rest comes from
 * the precache. Each page's usage events go out when it is left (pagehide), as track.ts is meant to.
 *
 * Pauses are assumed, not measured: reading a screen 4–25 s (log-uniform), a keystroke every
 * 150–450 ms, typing a number or a code 5–12 s.
 */
export interface PhoneSpec {
  id: number;
  address: string;
  /** A session token when the person signed in on an earlier day. */
  token: string | null;
  mobile: string;
  firstVisit: boolean;
  hindi: boolean;
  willSignIn: boolean;
  willCheckIn: boolean;
  /** When the person opens the app, ms on the run's clock. */
  arrivesAt: number;
  townIndex: number;
}

const TYPED_GAP_MS: [number, number] = [150, 450];
/** place-autocomplete.tsx: a search 200 ms after the last keystroke, from 2 characters. */
const DEBOUNCE_MS = 200;
const CONCURRENT_PER_PHONE = 6;
const EXPIRED = 'expired.';
const FIRST_ENTRIES = ['/', '/', '/evchargingstations', '/findelectricvehicle', '/evinindia'];

export class Phone implements ScreenPhone {
  private readonly random: () => number;
  private token: string | null;
  private mapsToken: string | null;
  private hasWorker: boolean;
  private readonly cache = new Set<string>();
  private route = '';
  private readonly events: Array<Record<string, unknown>> = [];
  private stations: string[] = [];
  private position: LatLng | null = null;
  private readonly background: Array<Promise<unknown>> = [];
  private readonly language: string;

  constructor(
    private readonly world: World,
    private readonly spec: PhoneSpec,
    seed: number,
  ) {
    this.random = seededRandom(seed * 7919 + spec.id);
    this.token = spec.token;
    // A returning phone kept last visit's maps token, expired by now (an hour's life): its first maps call gets a 401 and a new one.
    this.mapsToken = spec.firstVisit ? null : `${EXPIRED}${spec.id}`;
    this.hasWorker = !spec.firstVisit;
    this.language = acceptLanguage(spec.hindi);
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.random() * (hi - lo + 1));
  }
  product(type: VehicleType): Product {
    return this.pick(this.world.products[type]);
  }
  knownStation(): string | undefined {
    return this.stations.length ? this.pick(this.stations.slice(0, 10)) : undefined;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((r) => setTimeout(r, ms));
  }
  /** A pause of lo–hi seconds, log-uniform (most are short, some long). */
  private think(lo: number, hi: number): Promise<void> {
    return this.sleep(1000 * lo * Math.pow(hi / lo, this.random()));
  }

  private send(call: Call): Promise<Answer> {
    return this.world.client.send(this.spec.address, call, this.language);
  }

  api(
    kind: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    json?: unknown,
    anonymous = false,
    read = false,
  ): Promise<Answer> {
    return this.send({
      kind,
      method,
      path,
      ...(json !== undefined ? { json } : {}),
      headers: anonymous ? {} : { token: this.token ?? '' },
      read,
    });
  }

  /** A maps call (src/web/lib/maps-client.ts): the stored maps token, a new one first if none, and once more after a 401. */
  private async maps(kind: string, method: 'GET' | 'POST', path: string, json?: unknown): Promise<Answer> {
    const once = async (as = kind) =>
      this.send({
        kind: as,
        method,
        path,
        ...(json !== undefined ? { json } : {}),
        headers: { token: this.mapsToken ?? '' },
        read: true,
      });
    if (!this.mapsToken) await this.freshMapsToken();
    const first = await once(
      this.mapsToken?.startsWith(EXPIRED) ? 'api: a maps call with last visit’s expired token (401)' : kind,
    );
    if (first.status !== 401) return first;
    await this.freshMapsToken();
    return once();
  }

  private async freshMapsToken(): Promise<void> {
    const answer = await this.send({
      kind: 'api: maps token',
      method: 'POST',
      path: '/googleservice/auth',
      json: {},
      read: true,
    });
    this.mapsToken = dataOf<{ token: string }>(answer)?.token ?? null;
  }

  private track(name: string, extra: Record<string, unknown> = {}): void {
    this.events.push({
      name,
      route: this.route,
      lang: this.spec.hindi ? 'hi' : 'en',
      width: 'sm',
      signed_in: this.token !== null,
      ...extra,
    });
  }

  /** A screen shown (a page load or the app's own navigation): its page view. */
  private shown(pattern: string): void {
    const referrer = this.route;
    this.route = pattern;
    this.track('page_view', { referrer });
  }

  /** The page is left (pagehide): its queued events in batches of 50. */
  private async flushEvents(): Promise<void> {
    while (this.events.length) {
      const events = this.events.splice(0, 50);
      await this.send({ kind: 'api: usage events', method: 'POST', path: '/ev/events', json: { events } });
    }
  }

  private async inTurns(files: readonly StaticFile[], kind: string, concurrency: number): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++] as StaticFile;
        this.cache.add(file.path);
        await this.send({ kind, path: file.path, as: file.as });
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  }

  /** A full page load of `path`: the HTML, then what it links that the phone does not have. */
  private async openPage(path: string, pattern: string): Promise<void> {
    await this.flushEvents();
    const refs = this.world.refs.known(path);
    const needsRefs = !this.hasWorker && !refs;
    const page = await this.send({
      kind: 'page (HTML)',
      path,
      as: 'page',
      read: needsRefs,
      ...(this.hasWorker ? { headers: { 'service-worker-navigation-preload': 'true' } } : {}),
    });
    if (this.hasWorker) {
      this.background.push(this.send({ kind: 'static: sw.js (update check)', path: '/sw.js', as: 'worker' }));
    } else {
      const links = refs ?? (page.status === 200 ? this.world.refs.learn(path, page.text) : []);
      await this.inTurns(
        links.filter((f) => !this.cache.has(f.path)),
        'static: the page’s scripts and icons',
        CONCURRENT_PER_PHONE,
      );
    }
    this.shown(pattern);
  }

  /** The service worker's install after a first visit: its script, the precache one file at a time, the first screens' content, the open page. */
  private async installWorker(pagePath: string): Promise<void> {
    await this.send({ kind: 'static: sw.js (update check)', path: '/sw.js', as: 'worker' });
    // Workbox: a hashed file from the HTTP cache when there (cache mode 'default'), one with a revision always ('reload').
    await this.inTurns(
      this.world.precache.filter((f) => f.path.includes('__WB_REVISION__') || !this.cache.has(f.path)),
      'static: precache',
      1,
    );
    for (const path of [
      '/ev/evData',
      '/ev/droom/products?bucket=car',
      '/ev/droom/products?bucket=bike',
      '/ev/droom/products?bucket=scooter',
    ]) {
      await this.send({ kind: 'api: worker install (sales, catalogue)', path, as: 'precache' });
    }
    await this.send({ kind: 'page (HTML)', path: pagePath, as: 'precache' });
    this.hasWorker = true;
  }

  async run(): Promise<void> {
    await this.open();
    let checkedIn = false;
    let signedInNow = false;
    while (this.world.clock() < this.world.endsAt) {
      await this.think(4, 25);
      if (this.world.clock() >= this.world.endsAt) break;
      if (this.spec.willSignIn && !signedInNow && this.token === null) {
        signedInNow = true;
        await this.signInNow();
      } else if (this.spec.willCheckIn && !checkedIn && this.token !== null) {
        checkedIn = true;
        await this.checkIn();
      } else {
        await this.action();
      }
    }
    await this.flushEvents();
    await Promise.all(this.background);
  }

  private async open(): Promise<void> {
    if (!this.spec.firstVisit) {
      await this.openPage('/evinindia', '/evinindia');
      await this.api('api: EV sales (home)', 'GET', '/ev/evData');
      return;
    }
    const entry = this.pick(FIRST_ENTRIES);
    if (entry === '/evchargingstations') await this.nearby(true);
    else {
      await this.openPage(entry, entry);
      if (entry === '/evinindia') await this.api('api: EV sales (home)', 'GET', '/ev/evData');
    }
    this.background.push(this.installWorker(entry));
    if (entry === '/') {
      // The splash for 4.5 s, then /signin (a visitor).
      await this.sleep(4500);
      this.shown('/signin');
    }
  }

  private async action(): Promise<void> {
    const signedIn = this.token !== null;
    const roll = this.random();
    if (roll < 0.18) return this.nearby(false);
    if (roll < 0.3) return this.placeSearch();
    if (signedIn && roll < 0.4) return this.trip();
    return this.browse();
  }

  private async browse(): Promise<void> {
    const open: Array<{ screen: Screen; path: string }> = [];
    for (const screen of SCREENS) {
      if (screen.signedInOnly && this.token === null) continue;
      const path = screen.path(this);
      if (path) open.push({ screen, path });
    }
    let roll = this.random() * open.reduce((sum, o) => sum + o.screen.weight, 0);
    const chosen = open.find((o) => (roll -= o.screen.weight) < 0) ?? (open[0] as { screen: Screen; path: string });
    await this.openPage(chosen.path, chosen.screen.pattern);
    await chosen.screen.opened?.(this, chosen.path);
  }

  private async summaries(ids: readonly string[]): Promise<void> {
    const ours = ids.filter(isStationId);
    for (let i = 0; i < ours.length; i += SUMMARY_IDS_MAX) {
      const batch = ours.slice(i, i + SUMMARY_IDS_MAX);
      await this.api(
        'api: station summaries',
        'GET',
        `/ev/stations/summaries?ids=${batch.map(encodeURIComponent).join(',')}`,
        undefined,
        true,
      );
    }
  }

  private async stationsAt(location: LatLng): Promise<void> {
    const found = dataOf<{ results: Array<{ place_id: string }> }>(
      await this.maps('api: nearby stations', 'POST', '/googleservice/ev-stations', location),
    );
    this.track('nearby_search', { outcome: found ? (found.results.length ? 'found' : 'not_found') : 'failed' });
    if (!found) return;
    this.position = location;
    this.stations = found.results.map((r) => r.place_id);
    await this.summaries(this.stations);
  }

  /** /evchargingstations with the phone's position: the place's name, the stations near, their summaries. */
  private async nearby(firstVisit: boolean): Promise<void> {
    if (firstVisit || this.route !== '/evchargingstations')
      await this.openPage('/evchargingstations', '/evchargingstations');
    await this.think(1, 3);
    const town = this.world.towns[this.spec.townIndex]!;
    const here = {
      lat: Number((town.centre.lat + (this.random() - 0.5) * 0.1).toFixed(5)),
      lng: Number((town.centre.lng + (this.random() - 0.5) * 0.1).toFixed(5)),
    };
    await this.maps('api: place of a position', 'POST', '/googleservice/location-address', here);
    await this.stationsAt(here);
  }

  /** Types `text` into a place field (a search 200 ms after each pause, from 2 characters) and picks the first suggestion. */
  private async typePlace(text: string): Promise<Suggestion | undefined> {
    let last: Promise<Answer> | undefined;
    for (let n = 1; n <= text.length; n++) {
      const pause =
        n === text.length ? Infinity : TYPED_GAP_MS[0] + this.random() * (TYPED_GAP_MS[1] - TYPED_GAP_MS[0]);
      await this.sleep(Math.min(pause, DEBOUNCE_MS));
      if (pause > DEBOUNCE_MS && n >= 2) {
        const near = this.position ? `&lat=${this.position.lat.toFixed(2)}&lng=${this.position.lng.toFixed(2)}` : '';
        last = this.maps(
          'api: place search (typing)',
          'GET',
          `/googleservice/autocomplete?input=${encodeURIComponent(text.slice(0, n))}${near}`,
        );
      }
      if (Number.isFinite(pause)) await this.sleep(pause - DEBOUNCE_MS > 0 ? pause - DEBOUNCE_MS : 0);
    }
    const predictions = last ? dataOf<{ predictions: Suggestion[] }>(await last)?.predictions : undefined;
    await this.think(0.5, 2);
    return predictions?.[0];
  }

  /** A place typed on the stations screen, a suggestion picked, the stations near it. */
  private async placeSearch(): Promise<void> {
    if (this.route !== '/evchargingstations') await this.openPage('/evchargingstations', '/evchargingstations');
    const town = this.world.towns[this.spec.townIndex]!;
    const picked = await this.typePlace(this.pick(town.places));
    if (picked) await this.stationsAt(picked.location);
  }

  /** /planatrip: the profile's vehicle, the vehicle list, both ends typed, the stations on the way and the charging plan side by side, their summaries. */
  private async trip(): Promise<void> {
    await this.openPage('/planatrip', '/planatrip');
    await Promise.all([
      this.api('api: my vehicle', 'GET', '/ev/trip/my-vehicle'),
      this.api('api: trip vehicles', 'GET', '/ev/trip/vehicles', undefined, true),
    ]);
    const town = this.world.towns[this.spec.townIndex]!;
    const destination = this.pick(town.trips);
    const from = await this.typePlace(town.name);
    const to = await this.typePlace(destination);
    const ends = {
      origin: from?.description ?? town.name,
      destination: to?.description ?? destination,
      ...(from ? { origin_place_id: from.place_id } : {}),
      ...(to ? { destination_place_id: to.place_id } : {}),
    };
    await this.think(2, 6);
    const vehicle = this.chance(0.8) ? this.pick(this.world.cars) : this.pick(this.world.scooters);
    const [stations] = await Promise.all([
      this.maps('api: stations on the way', 'POST', '/googleservice/route-ev-stations', ends),
      this.maps('api: trip plan', 'POST', '/ev/trip/plan', {
        ...ends,
        vehicle_id: vehicle,
        start_pct: 80,
        reserve_pct: 15,
        target_pct: 80,
      }),
    ]);
    this.track('trip_planned', { with_vehicle: true });
    this.shown('/planatrip/locationonway');
    const found = dataOf<{ data: Array<{ place_id: string }> }>(stations);
    if (found) await this.summaries(found.data.map((s) => s.place_id));
  }

  /** A station from the nearby list, its page, a check-in written (a person's pause), the page read again. */
  private async checkIn(): Promise<void> {
    if (!this.stations.length) await this.nearby(false);
    const station = this.knownStation();
    if (!station) return;
    this.shown('/station/:placeId');
    const page = `/ev/stations/${encodeURIComponent(station)}`;
    await this.api('api: station page', 'GET', page);
    await this.think(10, 30);
    const answer = await this.api(
      'api: check-in (write)',
      'POST',
      `${page}/check-ins`,
      this.pick(CHECK_IN_BODIES),
      false,
      true,
    );
    this.world.noteCheckIn(answer);
    this.track('check_in');
    await this.api('api: station page', 'GET', page);
  }

  /** /signin, the code flow (the number typed, the SMS read), the preference, then home as the app goes there. */
  private async signInNow(): Promise<void> {
    await this.openPage('/signin', '/signin');
    const token = await signIn({
      client: this.world.client,
      outbox: this.world.outbox,
      address: this.spec.address,
      mobile: this.spec.mobile,
      party: 'evening',
      hindi: this.spec.hindi,
      pause: (step) => (step === 'preference' ? this.think(2, 6) : this.think(5, 12)),
    });
    this.world.noteSignIn(token !== null);
    if (!token) return;
    this.token = token;
    this.track('otp_verified');
    this.shown('/evinindia');
    await this.api('api: EV sales (home)', 'GET', '/ev/evData');
  }
}
