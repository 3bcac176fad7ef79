import { isStationId } from '../../src/domain/checkins/station-id.ts';
import { WRITE_LIMITS } from '../../src/domain/checkins/checkin-rules.ts';
import { seededRandom } from '../../tests/support/seeded-random.ts';
import { dataOf } from './traffic-client.ts';
import { phoneAddress } from './traffic-evening.ts';
import { signIn } from './traffic-people.ts';
import { setupAddress, type World } from './traffic-world.ts';

/**
 * The PostgreSQL fault run's steady check-ins (bench/traffic.ts): an evening writes a check-in
 * every few seconds, too few to see a ten-second outage, so beside it `writers` signed-in people
 * (behind the evening's addresses) each check in every 4–12 s at stations near the towns, every
 * one a write the rules allow (a different station each time, at most 30 a day).
 */
export interface Writer {
  address: string;
  token: string;
  written: number;
}

/** Stations near the towns, from the nearby search at set-up (the ids the app's lists show). */
export async function stationsNearTowns(world: World, wanted: number): Promise<string[]> {
  const address = setupAddress(300);
  const auth = dataOf<{ token: string }>(
    await world.client.send(address, {
      kind: 'set-up',
      method: 'POST',
      path: '/googleservice/auth',
      json: {},
      read: true,
      party: 'setup',
    }),
  );
  if (!auth) throw new Error('set-up: no maps token');
  const random = seededRandom(17);
  const ids = new Set<string>();
  for (let tries = 0; ids.size < wanted && tries < 50; tries++) {
    const town = world.towns[tries % world.towns.length]!;
    const spot = { lat: town.centre.lat + (random() - 0.5) * 0.3, lng: town.centre.lng + (random() - 0.5) * 0.3 };
    const answer = await world.client.send(address, {
      kind: 'set-up',
      method: 'POST',
      path: '/googleservice/ev-stations',
      json: spot,
      headers: { token: auth.token },
      read: true,
      party: 'setup',
    });
    for (const r of dataOf<{ results: Array<{ place_id: string }> }>(answer)?.results ?? [])
      if (isStationId(r.place_id)) ids.add(r.place_id);
  }
  if (ids.size < 30) throw new Error(`set-up: only ${ids.size} stations found near the towns`);
  return [...ids];
}

export async function signInWriters(world: World, count: number, addresses: number, runNo: number): Promise<Writer[]> {
  const writers: Writer[] = [];
  for (let k = 0; k < count; k++) {
    const token = await signIn({
      client: world.client,
      outbox: world.outbox,
      address: setupAddress(400 + Math.floor(k / 10)),
      mobile: `7${runNo}${String(k).padStart(8, '0')}`,
      party: 'setup',
    });
    if (!token) throw new Error('set-up: a writer could not sign in');
    writers.push({ address: phoneAddress(k % addresses), token, written: 0 });
  }
  return writers;
}

/** Each writer checks in every 4–12 s until the evening ends. */
export async function checkInStream(world: World, writers: Writer[], stations: readonly string[]): Promise<void> {
  const random = seededRandom(23);
  await Promise.all(
    writers.map(async (writer, k) => {
      while (writer.written < WRITE_LIMITS.checkInsPerDay) {
        await new Promise((r) => setTimeout(r, 4000 + random() * 8000));
        if (world.clock() >= world.endsAt) return;
        const station = stations[(k * WRITE_LIMITS.checkInsPerDay + writer.written++) % stations.length] as string;
        const answer = await world.client.send(writer.address, {
          kind: 'api: check-in (write)',
          method: 'POST',
          path: `/ev/stations/${encodeURIComponent(station)}/check-ins`,
          json: { outcome: 'charged', connector: 'CCS2', kw: 25 + Math.round(random() * 20), price_per_kwh: 18 },
          headers: { token: writer.token },
          read: true,
        });
        world.noteCheckIn(answer);
      }
    }),
  );
}
