import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { closeMigratedDatabases, migratedDatabase } from '../../../tests/support/migrated-database.ts';
import type { Station } from '../../domain/stations/station.ts';
import { StationLookup } from '../checkins/station-lookup.server.ts';
import { summaryOf } from '../checkins/station-summaries.server.ts';
import { createUser } from '../db/user-repository.server.ts';
import { readStationsCsv, stationId } from './station-csv.server.ts';
import { readStationFile } from './station-importers.server.ts';
import { loadAllStations, upsertStations } from './station-repository.server.ts';

/**
 * Station ids survive a re-import (issue 17): check-ins, reports and favourites point at them. And a
 * newer list that says two stored stations are one joins them, moving the other's check-ins.
 */

const DATA = fileURLToPath(new URL('../../../data/', import.meta.url));
const freshDatabase = () => migratedDatabase('ev-ids-');
afterEach(closeMigratedDatabases);

const bundled = () => readStationsCsv(path.join(DATA, 'stations/stations.csv')).stations;

describe('station ids', () => {
  it('are worked out from the source ids alone, so every read of a file gives the same ones', () => {
    const first = bundled();
    const second = bundled();
    expect(second.map((s) => s.id)).toEqual(first.map((s) => s.id));
    expect(new Set(first.map((s) => s.id)).size).toBe(first.length);
    for (const s of first) expect(s.id).toBe(stationId(s.source, s.sourceId));
  });

  it('stay the same through re-imports: the same list, a newer one in another order, and other sources', async () => {
    const { db } = await freshDatabase();
    const some = bundled().slice(0, 1500);
    await upsertStations(db, some, 1_000, { dedupe: false });
    const before = new Map((await loadAllStations(db)).map((s) => [s.id, s]));

    // A newer copy: other order, changed figures and names, a station moved 20 m.
    const newer: Station[] = some
      .toReversed()
      .map((s, i) =>
        i % 3 === 0 ? { ...s, maxKw: (s.maxKw ?? 0) + 10, name: `${s.name} (new)`, lat: s.lat + 0.00018 } : s,
      );
    const counts = await upsertStations(
      db,
      [
        ...newer,
        ...readStationFile(path.join(DATA, 'stations/fixtures/bee_sample.csv')).stations,
        ...readStationFile(path.join(DATA, 'stations/fixtures/ocm')).stations,
      ],
      2_000,
    );
    expect(counts.joined).toBeUndefined();
    const after = new Map((await loadAllStations(db)).map((s) => [s.id, s]));
    for (const id of before.keys()) expect(after.has(id), id).toBe(true);
    expect(after.get(some.at(-1)!.id)?.name).toBe(`${some.at(-1)!.name} (new)`);
    expect(after.size).toBeGreaterThanOrEqual(before.size);
  });

  it('of a stored duplicate that a newer list joins to another: its check-ins, reports and favourites move, and its id finds the kept station', async () => {
    const handle = await freshDatabase();
    const { db } = handle;
    const a: Station = {
      id: 'bee:delhi:12',
      source: 'bee',
      sourceId: 'bee:delhi:12',
      name: 'Tata Power - New Delhi',
      operator: 'Tata Power',
      address: 'Connaught Place',
      city: 'New Delhi',
      state: 'Delhi',
      postcode: '',
      lat: 28.6315,
      lng: 77.2167,
      maxKw: 30,
      connectors: ['CCS2'],
      levOnly: false,
    };
    // The same site in Open Charge Map, placed 300 m off: too far for the 50 m de-duplication.
    const b: Station = {
      ...a,
      id: 'ocm:5001',
      source: 'ocm',
      sourceId: 'ocm:5001',
      name: 'Tata Power EZ Charge CP',
      lat: 28.6342,
      maxKw: 60,
      connectors: ['CCS2', 'Type 2'],
    };
    await upsertStations(db, [a, b], 1_000);
    expect((await loadAllStations(db)).map((s) => s.id)).toEqual([a.id, b.id]);

    const asha = await createUser(db, 'user-asha', '9870000001', 1_000);
    const ravi = await createUser(db, 'user-ravi', '9870000002', 1_000);
    const checkIn = (id: string, placeId: string, outcome: string, at: number) =>
      db
        .insertInto('check_ins')
        .values({
          id,
          place_id: placeId,
          user_id: asha.id,
          outcome,
          connector: null,
          kw: null,
          price_per_kwh: null,
          comment: '',
          created_at: at,
          hidden_at: null,
        })
        .execute();
    await checkIn('c1', a.id, 'charged', Date.now() - 3_000);
    await checkIn('c2', b.id, 'charged', Date.now() - 2_000);
    await checkIn('c3', b.id, 'could_not_charge', Date.now() - 1_000);
    await db
      .insertInto('reports')
      .values({
        id: 'r1',
        place_id: b.id,
        user_id: ravi.id,
        kind: 'duplicate',
        note: '',
        created_at: 1_500,
        hidden_at: null,
        resolved_at: null,
      })
      .execute();
    await db
      .insertInto('favourites')
      .values([
        { user_id: asha.id, place_id: a.id, created_at: 1 },
        { user_id: asha.id, place_id: b.id, created_at: 2 },
        { user_id: ravi.id, place_id: b.id, created_at: 3 },
      ])
      .execute();

    // A newer merged list names both records as one station.
    const joined = { ...a, source: 'bee+ocm', sourceId: `${a.sourceId};${b.sourceId}` };
    const counts = await upsertStations(db, [joined], 5_000);
    expect(counts.joined).toEqual([{ from: b.id, into: a.id }]);

    const stations = await loadAllStations(db);
    expect(stations.map((s) => s.id)).toEqual([a.id]);
    // The newer record of the joined station replaces what the two held, as a newer copy of one record does.
    expect(stations[0]).toMatchObject({
      source: 'bee+ocm',
      sourceId: 'bee:delhi:12;ocm:5001',
      name: a.name,
      lat: a.lat,
      maxKw: 30,
    });
    const placesOf = async (table: 'check_ins' | 'reports') =>
      (await db.selectFrom(table).select(['id', 'place_id']).orderBy('id').execute()).map(
        (r) => `${r.id}@${r.place_id}`,
      );
    expect(await placesOf('check_ins')).toEqual(['c1@bee:delhi:12', 'c2@bee:delhi:12', 'c3@bee:delhi:12']);
    expect(await placesOf('reports')).toEqual(['r1@bee:delhi:12']);
    const favourites = await db.selectFrom('favourites').select(['user_id', 'place_id']).orderBy('user_id').execute();
    expect(favourites).toEqual([
      { user_id: asha.id, place_id: a.id },
      { user_id: ravi.id, place_id: a.id },
    ]);
    expect(await summaryOf(db, a.id, Date.now())).toMatchObject({
      state: 'could_not_charge',
      check_ins_30d: 3,
      rating_charged: 2,
      rating_failed: 1,
    });
    expect(await summaryOf(db, b.id, Date.now())).toMatchObject({ state: 'none', check_ins_30d: 0 });

    const lookup = new StationLookup(db, []);
    const found = await lookup.find(b.id);
    expect(found?.station.id).toBe(a.id);
    expect(found?.mergedFrom).toBe(b.id);

    // Running the same list again changes nothing.
    expect(await upsertStations(db, [joined], 6_000)).toEqual({ inserted: 0, updated: 0, merged: 0, skipped: 1 });
  });
});
