import { formatDistance } from '../../domain/geo/geodesy.ts';
import type { StationResult } from '../../domain/stations/maps-api.ts';
import { FAST_DC_KW, type StationFilters } from '../../domain/stations/station-filters.ts';
import type { Station } from '../../domain/stations/station.ts';

/** A station of ours as the maps calls return it (StationResult: src/domain/stations/maps-api.ts). */
const round = (km: number) => Math.round(km * 100) / 100;

export function toStationResult(
  station: Station,
  extra: { distanceKm?: number; distanceFromStartKm?: number } = {},
): StationResult {
  const vicinity = station.address || [station.city, station.state].filter(Boolean).join(', ');
  return {
    place_id: station.id,
    name: station.name,
    vicinity,
    ...(extra.distanceKm !== undefined
      ? { distance: formatDistance(extra.distanceKm), distance_km: round(extra.distanceKm) }
      : {}),
    ...(extra.distanceFromStartKm !== undefined
      ? {
          distance_from_start: formatDistance(extra.distanceFromStartKm),
          distance_from_start_km: round(extra.distanceFromStartKm),
        }
      : {}),
    geometry: { location: { lat: station.lat, lng: station.lng } },
    operator: station.operator,
    connectors: station.connectors,
    max_kw: station.maxKw,
    lev_only: station.levOnly,
    source: station.source,
  };
}

/**
 * Each station's JSON before and after its distance fields, as UTF-8, made the first time it is
 * asked for and kept: by the station's place in the list given (a StationIndex's `items`), so a
 * lookup is an array read.
 */
export class StationJsonPieces {
  private readonly heads: Array<Buffer | undefined>;
  private readonly tails: Array<Buffer | undefined>;

  constructor(private readonly stations: readonly Station[]) {
    this.heads = new Array<Buffer | undefined>(stations.length);
    this.tails = new Array<Buffer | undefined>(stations.length);
  }

  /** The pieces of station `index`: `{"place_id":…,"name":…,"vicinity":…` and `"geometry":…}`. */
  of(index: number): { head: Buffer; tail: Buffer } {
    let head = this.heads[index];
    let tail = this.tails[index];
    if (!head || !tail) {
      const station = this.stations[index];
      if (!station) throw new RangeError(`StationJsonPieces: no station ${index}`);
      const { place_id, name, vicinity, geometry, operator, connectors, max_kw, lev_only, source } =
        toStationResult(station);
      head = this.heads[index] = Buffer.from(JSON.stringify({ place_id, name, vicinity }).slice(0, -1));
      tail = this.tails[index] = Buffer.from(
        JSON.stringify({ geometry, operator, connectors, max_kw, lev_only, source }).slice(1),
      );
    }
    return { head, tail };
  }
}

export interface StationWithDistances {
  /** The station's place in the list the pieces were made for. */
  index: number;
  distanceKm?: number;
  distanceFromStartKm?: number;
}

/**
 * `before + JSON.stringify(list.map(({ index, ...extra }) => toStationResult(stations[index], extra))) + after`
 * as UTF-8 bytes, to the byte, from pieces encoded once per station: a trip answer lists up to
 * ~180 stations (~40 KB), and building it as text, then encoding it, was a sixth of the CPU of a
 * trip search not in the answer cache (bench/api.ts).
 */
export function stationResultsBytes(
  pieces: StationJsonPieces,
  before: string,
  list: readonly StationWithDistances[],
  after: string,
): Buffer {
  const heads = new Array<Buffer>(list.length);
  const middles = new Array<string>(list.length);
  const tails = new Array<Buffer>(list.length);
  let size = Buffer.byteLength(before) + Buffer.byteLength(after) + 2 + Math.max(0, list.length - 1);
  for (let i = 0; i < list.length; i++) {
    const { index, distanceKm, distanceFromStartKm } = list[i] as StationWithDistances;
    const { head, tail } = pieces.of(index);
    // ASCII only (digits, '.', ' m', ' km'; formatDistance never needs escaping), so one byte a character.
    let middle = '';
    if (distanceKm !== undefined)
      middle += `,"distance":"${formatDistance(distanceKm)}","distance_km":${round(distanceKm)}`;
    if (distanceFromStartKm !== undefined)
      middle += `,"distance_from_start":"${formatDistance(distanceFromStartKm)}","distance_from_start_km":${round(distanceFromStartKm)}`;
    heads[i] = head;
    middles[i] = middle;
    tails[i] = tail;
    size += head.length + middle.length + 1 + tail.length;
  }
  const out = Buffer.allocUnsafe(size);
  let at = out.write(before, 0);
  out[at++] = 0x5b; // [
  for (let i = 0; i < list.length; i++) {
    const head = heads[i] as Buffer;
    const tail = tails[i] as Buffer;
    if (i > 0) out[at++] = 0x2c; // ,
    out.set(head, at);
    at += head.length;
    at += out.write(middles[i] as string, at, 'latin1');
    out[at++] = 0x2c;
    out.set(tail, at);
    at += tail.length;
  }
  out[at++] = 0x5d; // ]
  at += out.write(after, at);
  if (at !== size) throw new Error(`stationResultsBytes: wrote ${at} of ${size} bytes`);
  return out;
}

/** The filter chips: connector families, fast DC (≥ 25 kW) and operator. */
export function stationFilter(filters: StationFilters): ((station: Station) => boolean) | undefined {
  const { connectors, fastOnly, operator } = filters;
  if (!connectors?.length && !fastOnly && !operator) return undefined;
  const wanted = connectors ?? [];
  const operatorText = operator?.trim().toLowerCase();
  return (station) =>
    (wanted.length === 0 ||
      wanted.some((family) =>
        station.connectors.some((c) =>
          family === 'LEV' ? /^LEV\b/i.test(c) : c.toLowerCase() === family.toLowerCase(),
        ),
      )) &&
    (!fastOnly || (station.maxKw ?? 0) >= FAST_DC_KW) &&
    (!operatorText || station.operator.toLowerCase().includes(operatorText));
}
