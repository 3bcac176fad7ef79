import { seededRandom } from '../../tests/support/seeded-random.ts';
import { Phone, type PhoneSpec } from './traffic-phone.ts';
import { signIn } from './traffic-people.ts';
import { setupAddress, type World } from './traffic-world.ts';

/**
 * An evening of bench/traffic.ts: `phones` people behind `addresses` addresses (phone n behind
 * address n mod addresses: 100.64.0.0/10, the range carriers use for carrier-grade NAT), arriving
 * over the first ARRIVALS_SHARE of the evening and using the app until it ends. Who they are is
 * drawn from `seed`, so two runs with one seed have the same people doing the same things at the
 * same moments (the flood run is compared with the run without it).
 *
 * Shares, assumed: half the people signed in on an earlier day (their sessions last 30 days), 30%
 * open the app for the first time tonight (the rest have its service worker from a visit before),
 * 20% read Hindi, 5% of visitors sign in tonight, 15% of the signed-in check in at a station.
 */
export interface EveningShape {
  phones: number;
  addresses: number;
  seconds: number;
  seed: number;
}

export const SHARES = { signedIn: 0.5, firstVisit: 0.3, hindi: 0.2, signsInTonight: 0.05, checksIn: 0.15 } as const;
/** People arrive over the first 60% of the evening. */
export const ARRIVALS_SHARE = 0.6;
/** The setup signs returning people in 10 to an address (the code limits are per address). */
const SIGNED_IN_PER_SETUP_ADDRESS = 10;
const SETUP_CONCURRENCY = 20;

export const phoneAddress = (n: number) => `100.64.${Math.floor(n / 250)}.${1 + (n % 250)}`;

/** `run` (a digit) keeps numbers apart between the servers of one bench run; 6xxxxxxxxx are the phones. */
export function phoneSpecs(shape: EveningShape, towns: number, run: number): PhoneSpec[] {
  const random = seededRandom(shape.seed);
  return Array.from({ length: shape.phones }, (_, id) => {
    const signedIn = random() < SHARES.signedIn;
    return {
      id,
      address: phoneAddress(id % shape.addresses),
      token: signedIn ? '' : null,
      mobile: `6${run}${String(id).padStart(8, '0')}`,
      firstVisit: !signedIn && random() < SHARES.firstVisit / (1 - SHARES.signedIn),
      hindi: random() < SHARES.hindi,
      willSignIn: !signedIn && random() < SHARES.signsInTonight,
      willCheckIn: signedIn && random() < SHARES.checksIn,
      arrivesAt: Math.round(random() * ARRIVALS_SHARE * shape.seconds * 1000),
      townIndex: Math.floor(random() * towns),
    };
  });
}

/**
 * The people who signed in on an earlier day, signed in now through the code flow from set-up
 * addresses (never the phones': their limits tonight are the evening's own), 10 to an address.
 */
export async function signInReturning(world: World, specs: PhoneSpec[], firstSetupAddress: number): Promise<void> {
  const started = performance.now();
  const returning = specs.filter((s) => s.token !== null);
  let next = 0;
  const worker = async () => {
    while (next < returning.length) {
      const n = next++;
      const spec = returning[n] as PhoneSpec;
      const token = await signIn({
        client: world.client,
        outbox: world.outbox,
        address: setupAddress(firstSetupAddress + Math.floor(n / SIGNED_IN_PER_SETUP_ADDRESS)),
        mobile: spec.mobile,
        party: 'setup',
      });
      if (!token) throw new Error(`set-up: signing ${spec.mobile} in was refused (see the set-up rows)`);
      spec.token = token;
    }
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, worker));
  console.log(
    `  set-up: ${returning.length} returning people signed in (send code, code from the SMS outbox, verify, profile, preference) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export interface Moment {
  /** Seconds after the evening's start. */
  atS: number;
  run: () => Promise<unknown>;
}

export interface EveningResult {
  /** Run-clock ms. */
  startedAt: number;
  endedAt: number;
  moments: unknown[];
}

/** Runs the evening: each phone from its arrival until `shape.seconds`, the `moments` at their times; progress every 30 s. */
export async function runEvening(
  world: World,
  specs: PhoneSpec[],
  shape: EveningShape,
  label: string,
  moments: Moment[] = [],
): Promise<EveningResult> {
  const startedAt = world.clock();
  world.endsAt = startedAt + shape.seconds * 1000;
  const recorder = world.client.recorder;
  let active = 0;
  let finished = 0;
  const progress = setInterval(() => {
    const evening = recorder.of('evening', startedAt);
    const refused = evening.filter((s) => s.status === 429).length;
    const failed = evening.filter((s) => s.status >= 500 || s.status === 0).length;
    console.log(
      `  ${label}: ${Math.round((world.clock() - startedAt) / 1000)} s, ${active} phones active, ${finished} done, ${evening.length} requests, ${refused} refused (429), ${failed} 5xx or unanswered`,
    );
  }, 30_000);
  const phones = specs.map(
    (spec) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(() => {
          active++;
          new Phone(world, spec, shape.seed).run().then(() => {
            active--;
            finished++;
            resolve();
          }, reject);
        }, spec.arrivesAt);
      }),
  );
  const timed = moments.map((m) => new Promise((r) => setTimeout(r, m.atS * 1000)).then(m.run));
  try {
    const [, results] = await Promise.all([Promise.all(phones), Promise.all(timed)]);
    return { startedAt, endedAt: world.clock(), moments: results };
  } finally {
    clearInterval(progress);
  }
}
