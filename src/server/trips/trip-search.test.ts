import { afterEach, describe, expect, it, vi } from 'vitest';
import { realTrips } from '../../../tests/support/real-trips.ts';
import { TripAnswers, type Trip } from './trip-answer.server.ts';
import { tripRoutes } from './road-graph.server.ts';
import { InProcessTripSearch, TripSearchPool, pathFromArray, pathToArray } from './trip-search.server.ts';
import { WAIT_FAIL_SAFE_MS } from '../../../tests/support/wait-fail-safe.ts';

/** Trip searches on worker threads answer exactly what the event loop would, and survive a worker's end. */

const pools: TripSearchPool[] = [];
let reference: TripAnswers | undefined;
/** The answer made on this thread, to compare with. */
const tripAnswerBytes = (trip: Trip) => (reference ??= new TripAnswers(realTrips().index, tripRoutes())).bytes(trip);
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(threads: number, entry?: ConstructorParameters<typeof TripSearchPool>[5]) {
  const { stations, index } = realTrips();
  const log = { warn: vi.fn(), error: vi.fn() };
  const made = new TripSearchPool(stations, threads, new InProcessTripSearch(index, null), log, null, entry);
  pools.push(made);
  return { pool: made, log };
}

/** A worker's lanes, to stop one as a crash would. */
const lanesOf = (p: TripSearchPool) =>
  (p as unknown as { lanes: Array<{ worker: { terminate(): Promise<number> } }> }).lanes;

// Each test starts worker threads that compile the TypeScript modules and build their own index of
// 27,738 stations: 3–10 s on a 2-core machine under a full test run, so the limit is wide. What the
// tests judge is the answers, never the time.
describe('TripSearchPool', { timeout: 90_000 }, () => {
  it('answers every trip, many at once, with the same bytes as the event loop', async () => {
    const { trips } = realTrips();
    const { pool: searches, log } = pool(2);
    const answers = await Promise.all(trips.map((trip) => searches.answer(trip)));
    answers.forEach((bytes, i) => expect(bytes.equals(tripAnswerBytes(trips[i]!))).toBe(true));
    // A real answer: stations, in route order, and the corridor's count.
    const first = JSON.parse(answers[0]!.toString()) as {
      success: boolean;
      data: { data: Array<{ distance_from_start_km: number }>; total_in_corridor: number };
    };
    expect(first.success).toBe(true);
    expect(first.data.data.length).toBeGreaterThan(10);
    expect(first.data.total_in_corridor).toBeGreaterThanOrEqual(first.data.data.length);
    expect(searches.threads).toBe(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('answers the searches a stopped worker held, and starts another in its place', async () => {
    const { trips } = realTrips();
    const { pool: searches, log } = pool(1);
    await searches.answer(trips[0]!); // the worker is ready
    const batch = trips.slice(0, 40);
    const answers = Promise.all(batch.map((trip) => searches.answer(trip)));
    await lanesOf(searches)[0]!.worker.terminate();
    (await answers).forEach((bytes, i) => expect(bytes.equals(tripAnswerBytes(batch[i]!))).toBe(true));
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ code: expect.any(Number) }),
      expect.stringContaining('starting another'),
    );
    expect(searches.threads).toBe(1);
    const again = await searches.answer(trips[41]!);
    expect(again.equals(tripAnswerBytes(trips[41]!))).toBe(true);
  });

  it('searches on the event loop when its worker cannot start', async () => {
    const { trips } = realTrips();
    const broken = {
      file: new URL('../ts-worker.mjs', import.meta.url),
      module: 'data:text/javascript,throw new Error("a broken worker file")',
    };
    const { pool: searches, log } = pool(1, broken);
    const answers = await Promise.all(trips.slice(0, 5).map((trip) => searches.answer(trip)));
    answers.forEach((bytes, i) => expect(bytes.equals(tripAnswerBytes(trips[i]!))).toBe(true));
    await vi.waitFor(() => expect(searches.threads).toBe(0), { timeout: WAIT_FAIL_SAFE_MS });
    expect(log.error).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('could not start'));
    expect((await searches.answer(trips[6]!)).equals(tripAnswerBytes(trips[6]!))).toBe(true);
  });

  it('still answers after it is closed (on the event loop)', async () => {
    const { trips } = realTrips();
    const { pool: searches } = pool(1);
    await searches.close();
    expect((await searches.answer(trips[0]!)).equals(tripAnswerBytes(trips[0]!))).toBe(true);
  });

  it('refuses fewer than one thread', () => {
    const { stations, index } = realTrips();
    expect(
      () =>
        new TripSearchPool(stations, 0, new InProcessTripSearch(index, null), { warn: vi.fn(), error: vi.fn() }, null),
    ).toThrow(RangeError);
  });

  it('carries a route across as one array and back unchanged', () => {
    const { trips } = realTrips();
    const path = trips[0]!.path;
    expect(pathFromArray(pathToArray(path))).toEqual(path.map(({ lat, lng }) => ({ lat, lng })));
  });
});
