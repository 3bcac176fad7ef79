import type { Kysely } from 'kysely';
import { isLevConnector, type Station } from '../../domain/stations/station.ts';
import type { Database, StationsTable } from '../db/tables.ts';
import { sortConnectors, tidyLev } from './connector-names.server.ts';
import { APP_CSV_COLUMNS, hasMadeUpName, stationId } from './station-csv.server.ts';
import { mergeStationActivity } from './station-merge.server.ts';
import { RowIndex, splitIds } from './station-row-index.server.ts';

/**
 * The stations table: idempotent upsert with de-duplication, and reads for the search index.
 *
 * Matching an incoming station, in order:
 * 1. by source id: a stored row holding the same id (a merged row holds several, ';'-joined).
 *    The same single record is replaced by the new data; a merged row takes the new record in
 *    by merging. Nothing changed → skipped.
 * 2. de-duplication: a stored row within 50 m whose operator or name is similar (normalised
 *    token overlap) takes the station in by merging: sources joined ('bee+ocm'), source ids
 *    joined, connectors unioned, the highest max_kw, a real name over BEE's made-up one, empty
 *    fields filled. Rows of the same source count too: BEE's flattened list has no ids, and BEE
 *    itself lists one site several times (the bundled file was merged the same way).
 * 3. otherwise inserted, with the id stationId(source, first source id) (`~2`, `~3` on a clash).
 * A stored row keeps its id through every later import (issue 17: check-ins, reports and
 * favourites point at it), and no row is deleted, with one exception: a record whose source ids
 * are held by several stored rows (a newer list merged two stations we hold apart) joins them
 * into the first stored one; the others are deleted, and their check-ins, reports, favourites
 * and summary move to it, their ids recorded in station_aliases (station-merge.server.ts).
 * The whole batch runs in one transaction, inserts 500 rows a statement.
 */

export interface UpsertCounts {
  inserted: number;
  updated: number;
  merged: number;
  skipped: number;
  /** Stored stations joined into another because a newer record holds both their ids (absent when none). */
  joined?: Array<{ from: string; into: string }>;
}

export interface UpsertOptions {
  /** Merge near-duplicates (step 2). Off for the bundled file, which is merged already. Default on. */
  dedupe?: boolean;
  /** De-duplication radius in metres (default 50). */
  radiusM?: number;
  /** Rows per INSERT statement (default 500). */
  chunkSize?: number;
}

type Row = StationsTable;

export const DEDUPE_RADIUS_M = 50;

const SOURCE_ORDER = ['bee', 'ocm'];

function joinSources(a: string, b: string): string {
  const all = new Set([...a.split('+'), ...b.split('+')].filter(Boolean));
  return [...all]
    .sort((x, y) => {
      const ix = SOURCE_ORDER.indexOf(x);
      const iy = SOURCE_ORDER.indexOf(y);
      return (ix === -1 ? 99 : ix) - (iy === -1 ? 99 : iy) || x.localeCompare(y);
    })
    .join('+');
}

const sameIds = (a: string, b: string) => splitIds(a).toSorted().join(';') === splitIds(b).toSorted().join(';');

const splitConnectors = (connectors: string) => (connectors ? connectors.split(';') : []);

export function toRow(station: Station, now: number): Row {
  return {
    id: station.id,
    source: station.source,
    source_id: station.sourceId,
    name: station.name,
    operator: station.operator,
    address: station.address,
    city: station.city,
    state: station.state,
    postcode: station.postcode,
    lat: station.lat,
    lng: station.lng,
    max_kw: station.maxKw,
    connectors: station.connectors.join(';'),
    lev_only: station.levOnly ? 1 : 0,
    updated_at: now,
  };
}

export function fromRow(row: Row): Station {
  return {
    id: row.id,
    source: row.source,
    sourceId: row.source_id,
    name: row.name,
    operator: row.operator,
    address: row.address,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    lat: Number(row.lat),
    lng: Number(row.lng),
    maxKw: row.max_kw === null ? null : Number(row.max_kw),
    connectors: splitConnectors(row.connectors),
    levOnly: Number(row.lev_only) === 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Similarity

const OPERATOR_ALIASES: Array<[RegExp, string]> = [
  [/\bindian ?oil\b|\biocl\b|\bioc\b/g, ' iocl '],
  [/\bbharat petroleum\b|\bbpcl\b/g, ' bpcl '],
  [/\bhindustan petroleum\b|\bhpcl\b|\bhp\b/g, ' hpcl '],
  [/\bjio ?bp\b|\breliance ?bp\b|\brbml\b/g, ' jiobp '],
  [/\btata ?power\b|\btata ?\.? ?ev\b|\bez ?charge\b/g, ' tatapower '],
  [/\bcharge ?zone\b/g, ' chargezone '],
  [/\bcharge ?mod\b|\bchange ?mod\b/g, ' chargemod '],
  [/\bather ?grid\b/g, ' ather '],
];

const STOP_WORDS = new Set(
  (
    'charging charger chargers charge station stations stn ev evcs evse point points hub the and of at by pvt ltd limited private ' +
    'india co company pump petrol fuel fuels filling outlet retail road rd nh highway hotel hotels resort resorts mall parking near ' +
    'opp service services centre center electric vehicle vehicles motors auto automobiles plaza complex restaurant cafe dhaba ' +
    'food court inn'
  ).split(' '),
);

/** The words that say who runs a station: its operator, and its name unless BEE made it up. */
export function identityTokens(s: { source: string; name: string; operator: string; city: string }): Set<string> {
  const text = `${s.operator} ${hasMadeUpName(s) ? '' : s.name}`.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  let normal = ` ${text} `;
  for (const [pattern, token] of OPERATOR_ALIASES) normal = normal.replace(pattern, token);
  return new Set(normal.split(' ').filter((t) => t.length >= 2 && !STOP_WORDS.has(t)));
}

/** Similar when at least half the words of the shorter identity are shared. */
export function similarStations(
  a: { source: string; name: string; operator: string; city: string },
  b: { source: string; name: string; operator: string; city: string },
): boolean {
  const ta = identityTokens(a);
  const tb = identityTokens(b);
  if (ta.size === 0 || tb.size === 0) return false;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared > 0 && shared / Math.min(ta.size, tb.size) >= 0.5;
}

// ---------------------------------------------------------------------------------------------
// Merging

function withLevFlag(row: Row): Row {
  const connectors = splitConnectors(row.connectors);
  return { ...row, lev_only: connectors.length > 0 && connectors.every(isLevConnector) ? 1 : 0 };
}

/** `incoming` merged into `existing`, which keeps its id and position. */
export function mergeRows(existing: Row, incoming: Row, now: number): Row {
  const ids = splitIds(existing.source_id);
  for (const id of splitIds(incoming.source_id)) if (!ids.includes(id)) ids.push(id);
  const connectors = splitConnectors(existing.connectors);
  for (const c of splitConnectors(incoming.connectors)) if (!connectors.includes(c)) connectors.push(c);
  const realName = hasMadeUpName(existing) && !hasMadeUpName(incoming) && incoming.name ? incoming.name : existing.name;
  const kws = [existing.max_kw, incoming.max_kw].filter((kw): kw is number => kw !== null);
  return withLevFlag({
    ...existing,
    source: joinSources(existing.source, incoming.source),
    source_id: ids.join(';'),
    name: realName,
    operator: existing.operator || incoming.operator,
    address: existing.address || incoming.address,
    city: existing.city || incoming.city,
    state: existing.state || incoming.state,
    postcode: existing.postcode || incoming.postcode,
    max_kw: kws.length > 0 ? Math.max(...kws) : null,
    connectors: sortConnectors(tidyLev(connectors)).join(';'),
    updated_at: now,
  });
}

/** A newer copy of the same record: its values win, but it never blanks a field. */
export function replaceRow(existing: Row, incoming: Row): Row {
  return withLevFlag({
    ...incoming,
    id: existing.id,
    operator: incoming.operator || existing.operator,
    address: incoming.address || existing.address,
    city: incoming.city || existing.city,
    state: incoming.state || existing.state,
    postcode: incoming.postcode || existing.postcode,
    max_kw: incoming.max_kw ?? existing.max_kw,
    connectors: incoming.connectors || existing.connectors,
  });
}

/** What a station row says: the app's CSV columns and whether it is for light EVs only. */
const CONTENT_KEYS = [...APP_CSV_COLUMNS, 'lev_only'] as const;

const sameContent = (a: Row, b: Row) => CONTENT_KEYS.every((k) => a[k] === b[k]);

// ---------------------------------------------------------------------------------------------

export async function upsertStations(
  db: Kysely<Database>,
  stations: Station[],
  now: number,
  options: UpsertOptions = {},
): Promise<UpsertCounts> {
  const dedupe = options.dedupe ?? true;
  const radiusM = options.radiusM ?? DEDUPE_RADIUS_M;
  if (radiusM > 80) throw new Error('upsertStations: the de-duplication radius is limited to 80 m');
  const chunkSize = options.chunkSize ?? 500;
  const counts: UpsertCounts = { inserted: 0, updated: 0, merged: 0, skipped: 0 };

  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('stations').selectAll().execute();
    const index = new RowIndex(
      stored.map((r) => ({
        ...r,
        lat: Number(r.lat),
        lng: Number(r.lng),
        max_kw: r.max_kw === null ? null : Number(r.max_kw),
        lev_only: Number(r.lev_only),
        updated_at: Number(r.updated_at),
      })),
    );
    for (const { from_id } of await trx.selectFrom('station_aliases').select('from_id').execute())
      index.reserve(from_id);
    const inserts = new Map<string, Row>();
    const updates = new Map<string, Row>();
    const joined: Array<{ from: string; into: string }> = [];
    const apply = (old: Row, next: Row) => {
      index.replace(old, next);
      if (inserts.has(next.id)) inserts.set(next.id, next);
      else updates.set(next.id, next);
    };

    for (const station of stations) {
      const incoming = toRow(station, now);
      const found = index.findBySourceId(incoming.source_id);
      if (found) {
        // A record whose ids are held by several rows says those rows are one station: they are
        // joined into one (a stored row's id kept over a new one's), and the others' check-ins,
        // reports and favourites move to it after the writes (station-merge.server.ts).
        const holders = index.rowsHolding(incoming.source_id, found);
        const match = holders.find((row) => !inserts.has(row.id)) ?? found;
        let base = match;
        for (const other of holders.filter((row) => row !== match)) {
          base = mergeRows(base, other, now);
          index.remove(other);
          updates.delete(other.id);
          if (!inserts.delete(other.id)) joined.push({ from: other.id, into: match.id });
        }
        // The same record again (after a join: a record holding exactly the joined ids) replaces; another one merges in.
        const sameRecord =
          base === match
            ? match.source === incoming.source && match.source_id === incoming.source_id
            : base.source === incoming.source && sameIds(base.source_id, incoming.source_id);
        const next = sameRecord ? replaceRow(match, incoming) : mergeRows(base, incoming, now);
        if (sameContent(match, next)) counts.skipped += 1;
        else {
          counts.updated += 1;
          apply(match, next);
        }
        continue;
      }
      if (dedupe) {
        const near = index.findNear(incoming.lat, incoming.lng, radiusM, (row) => similarStations(row, incoming));
        if (near) {
          counts.merged += 1;
          apply(near, mergeRows(near, incoming, now));
          continue;
        }
      }
      const base = incoming.id || stationId(incoming.source, incoming.source_id);
      let id = base;
      for (let k = 2; index.hasId(id); k += 1) id = `${base}~${k}`;
      const row = withLevFlag({ ...incoming, id });
      index.add(row);
      inserts.set(id, row);
      counts.inserted += 1;
    }

    const rows = [...inserts.values()];
    for (let i = 0; i < rows.length; i += chunkSize) {
      await trx
        .insertInto('stations')
        .values(rows.slice(i, i + chunkSize))
        .execute();
    }
    for (const row of updates.values()) {
      const { id, ...rest } = row;
      await trx.updateTable('stations').set(rest).where('id', '=', id).execute();
    }
    for (const { from, into } of joined) {
      await trx.deleteFrom('stations').where('id', '=', from).execute();
      await mergeStationActivity(trx, from, into, now);
    }
    return joined.length > 0 ? { ...counts, joined } : counts;
  });
}

export async function loadAllStations(db: Kysely<Database>): Promise<Station[]> {
  const rows = await db.selectFrom('stations').selectAll().orderBy('id').execute();
  return rows.map(fromRow);
}

export async function countStations(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('stations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
