// Reading the national-highway tiles (data/roads/tiles, format in data/roads/SOURCE.md) into ways. Pure but for
// the one function that lists and reads the folder.
import fs from 'node:fs';
import path from 'node:path';

/** One source way: its reference(s) and its points as integer degrees × COORDINATE_SCALE. */
export interface SourceWay {
  /** The references, split: 'NH-48 / NH-548A' gives ['NH-48', 'NH-548A']. */
  refs: string[];
  /** lng0, lat0, lng1, lat1, … */
  points: Int32Array;
}

export const COORDINATE_SCALE = 100_000;
/** Tiles are 2° squares named after their south-west corner. */
export const TILE_DEGREES = 2;

interface TileFile {
  tile_id?: unknown;
  coordinate_scale?: unknown;
  features?: unknown;
}

/** The ways of one tile's JSON text; throws with the tile's name on anything it cannot read. */
export function parseTile(name: string, text: string): SourceWay[] {
  const tile = JSON.parse(text) as TileFile;
  if (tile.coordinate_scale !== COORDINATE_SCALE)
    throw new Error(`${name}: coordinate_scale ${String(tile.coordinate_scale)}, expected ${COORDINATE_SCALE}`);
  if (!Array.isArray(tile.features)) throw new Error(`${name}: no features`);
  return tile.features.map((feature: unknown, i: number) => {
    if (!Array.isArray(feature) || typeof feature[0] !== 'string' || !Array.isArray(feature[2]))
      throw new Error(`${name}: feature ${i} is not [ref, bbox, line]`);
    const line = feature[2] as unknown[];
    if (line.length < 4 || line.length % 2 !== 0 || !line.every(Number.isInteger))
      throw new Error(`${name}: feature ${i} has a malformed line`);
    const points = new Int32Array(line.length);
    let x = 0;
    let y = 0;
    for (let j = 0; j < line.length; j += 2) {
      x = j === 0 ? (line[0] as number) : x + (line[j] as number);
      y = j === 0 ? (line[1] as number) : y + (line[j + 1] as number);
      points[j] = x;
      points[j + 1] = y;
    }
    return { refs: splitRefs(feature[0] as string), points };
  });
}

export function splitRefs(ref: string): string[] {
  return ref
    .split('/')
    .map((r) => r.trim())
    .filter(Boolean);
}

export interface ReadTilesResult {
  ways: SourceWay[];
  tiles: number;
  features: number;
  /** Features that repeat another exactly (a way that crosses a tile edge is in both tiles). */
  duplicates: number;
}

/**
 * The ways of every tile, in the tiles' name order and the features' order, with exact repeats (same references,
 * same points, in either direction) kept once.
 */
export function dedupeWays(tiles: readonly (readonly SourceWay[])[]): ReadTilesResult {
  const seen = new Set<string>();
  const ways: SourceWay[] = [];
  let features = 0;
  for (const tile of tiles) {
    for (const way of tile) {
      features++;
      const forward = way.points.join(',');
      const reversed = reversePoints(way.points).join(',');
      const key = `${way.refs.join('/')}|${forward < reversed ? forward : reversed}`;
      if (seen.has(key)) continue;
      seen.add(key);
      ways.push(way);
    }
  }
  return { ways, tiles: tiles.length, features, duplicates: features - ways.length };
}

function reversePoints(points: Int32Array): Int32Array {
  const out = new Int32Array(points.length);
  for (let i = 0; i < points.length; i += 2) {
    out[points.length - 2 - i] = points[i]!;
    out[points.length - 1 - i] = points[i + 1]!;
  }
  return out;
}

/** Reads every `*.json` tile of a folder, sorted by name. */
export function readTiles(dir: string): ReadTilesResult {
  const names = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort();
  if (names.length === 0) throw new Error(`${dir}: no tiles`);
  return dedupeWays(names.map((name) => parseTile(name, fs.readFileSync(path.join(dir, name), 'utf8'))));
}
