import type { StationsTable } from '../db/tables.ts';
import { distanceM } from './station-csv.server.ts';

type Row = StationsTable;

/** A row's source ids: one, or several ';'-joined for a merged record. */
export const splitIds = (sourceId: string) =>
  sourceId
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

const CELL_DEG = 0.001; // ≥ 89 m in both directions up to 37.6°N, so a 3×3 block covers 50 m

/** An in-memory index of the stored rows, for the import's matching (station-repository.server.ts). */
export class RowIndex {
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

  /** Forgets a row merged into another (its source ids now point at that one, by `replace`); its id stays taken. */
  remove(row: Row) {
    const list = this.cells.get(RowIndex.cell(row.lat, row.lng));
    const at = list?.indexOf(row) ?? -1;
    if (list && at >= 0) list.splice(at, 1);
  }

  /** Every row holding any of these source ids, `first` first: more than one when a newer list says stored rows are one station. */
  rowsHolding(sourceId: string, first: Row): Row[] {
    const rows = [first];
    for (const id of splitIds(sourceId)) {
      const row = this.bySourceId.get(id);
      if (row && !rows.includes(row)) rows.push(row);
    }
    return rows;
  }

  /** An id no new row may take: a station merged away earlier, whose id now leads to another (station_aliases). */
  reserve(id: string) {
    this.ids.add(id);
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
