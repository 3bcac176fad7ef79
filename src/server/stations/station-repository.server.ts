import type { Kysely } from 'kysely';
import { isLevConnector, type Station } from '../../domain/stations/station.ts';
import type { Database, StationsTable } from '../db/tables.ts';
import { distanceM, hasMadeUpName, sortConnectors, stationId, tidyLev } from './station-csv.server.ts';

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
 * 3. otherwise inserted.
 * The whole batch runs in one transaction, inserts 500 rows a statement.
 */

export interface UpsertCounts {
  inserted: number;
  updated: number;
  merged: number;
  skipped: number;
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

const splitIds = (sourceId: string) =>
  sourceId
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

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
export function similarStations(a: { source: string; name: string; operator: string; city: string }, b: { source: string; name: string; operator: string; city: string }): boolean {
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

const CONTENT_KEYS = ['source', 'source_id', 'name', 'operator', 'address', 'city', 'state', 'postcode', 'lat', 'lng', 'max_kw', 'connectors', 'lev_only'] as const;

const sameContent = (a: Row, b: Row) => CONTENT_KEYS.every((k) => a[k] === b[k]);

// ---------------------------------------------------------------------------------------------
// An in-memory index of the stored rows, for the matching

const CELL_DEG = 0.001; // ≥ 89 m in both directions up to 37.6°N, so a 3×3 block covers 50 m

class RowIndex {
  private readonly bySourceId = new Map<string, Row>();
  private readonly ids = new Set<string>();
  private readonly cells = new Map<number, Row[]>();

  constructor(rows: Row[]) {
    for (const row of rows) this.add(row);
  }

  private static cell(lat: number, lng: number, dLat = 0, dLng = 0): number {
    return (Math.floor(lat / CELL_DEG) + dLat) * 1_000_000 + (Math.floor(lng / CELL_DEG) + dLng);
  }

  add(row: Row) {
    this.ids.add(row.id);
    for (const id of splitIds(row.source_id)) this.bySourceId.set(id, row);
    const key = RowIndex.cell(row.lat, row.lng);
    const list = this.cells.get(key);
    if (list) list.push(row);
    else this.cells.set(key, [row]);
  }

  replace(old: Row, next: Row) {
    for (const id of splitIds(next.source_id)) this.bySourceId.set(id, next);
    const list = this.cells.get(RowIndex.cell(old.lat, old.lng));
    const at = list?.indexOf(old) ?? -1;
    if (list && at >= 0) list[at] = next;
  }

  hasId(id: string) {
    return this.ids.has(id);
  }

  findBySourceId(sourceId: string): Row | undefined {
    for (const id of splitIds(sourceId)) {
      const row = this.bySourceId.get(id);
      if (row) return row;
    }
    return undefined;
  }

  /** The nearest row within radiusM that passes `accept`. */
  findNear(lat: number, lng: number, radiusM: number, accept: (row: Row) => boolean): Row | undefined {
    let best: Row | undefined;
    let bestM = Infinity;
    for (let dLat = -1; dLat <= 1; dLat += 1) {
      for (let dLng = -1; dLng <= 1; dLng += 1) {
        for (const row of this.cells.get(RowIndex.cell(lat, lng, dLat, dLng)) ?? []) {
          const m = distanceM(lat, lng, row.lat, row.lng);
          if (m <= radiusM && m < bestM && accept(row)) {
            best = row;
            bestM = m;
          }
        }
      }
    }
    return best;
  }
}

// ---------------------------------------------------------------------------------------------

export async function upsertStations(db: Kysely<Database>, stations: Station[], now: number, options: UpsertOptions = {}): Promise<UpsertCounts> {
  const dedupe = options.dedupe ?? true;
  const radiusM = options.radiusM ?? DEDUPE_RADIUS_M;
  if (radiusM > 80) throw new Error('upsertStations: the de-duplication radius is limited to 80 m');
  const chunkSize = options.chunkSize ?? 500;
  const counts: UpsertCounts = { inserted: 0, updated: 0, merged: 0, skipped: 0 };

  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('stations').selectAll().execute();
    const index = new RowIndex(stored.map((r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng), max_kw: r.max_kw === null ? null : Number(r.max_kw), lev_only: Number(r.lev_only), updated_at: Number(r.updated_at) })));
    const inserts = new Map<string, Row>();
    const updates = new Map<string, Row>();
    const apply = (old: Row, next: Row) => {
      index.replace(old, next);
      if (inserts.has(next.id)) inserts.set(next.id, next);
      else updates.set(next.id, next);
    };

    for (const station of stations) {
      const incoming = toRow(station, now);
      const match = index.findBySourceId(incoming.source_id);
      if (match) {
        const sameRecord = match.source === incoming.source && match.source_id === incoming.source_id;
        const next = sameRecord ? replaceRow(match, incoming) : mergeRows(match, incoming, now);
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
      await trx.insertInto('stations').values(rows.slice(i, i + chunkSize)).execute();
    }
    for (const row of updates.values()) {
      const { id, ...rest } = row;
      await trx.updateTable('stations').set(rest).where('id', '=', id).execute();
    }
    return counts;
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
