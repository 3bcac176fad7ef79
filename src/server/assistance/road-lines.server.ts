import fs from 'node:fs';
import path from 'node:path';
import type { RoadLine } from '../../domain/assistance/road-description.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { boundedCache } from '../http/bounded-caches.server.ts';

/**
 * The national-highway lines near a point, with their references ('NH-44'), read from the tiles the
 * road graph is built from (data/roads/tiles, © OpenStreetMap contributors, ODbL; format in
 * data/roads/SOURCE.md). The graph itself keeps no references, so roadside assistance reads the
 * one or few tiles around a request, each once while it stays in the `roadTiles` cache.
 */
const SCALE = 100_000;
const TILE_DEGREES = 2;
/** A point this close to a tile's edge (degrees, about 3 km) also reads the tile beside it. */
const EDGE = 0.03;

interface TileLine extends RoadLine {
  /** minLng, minLat, maxLng, maxLat in degrees. */
  bbox: [number, number, number, number];
}

const tileName = (lngCorner: number, latCorner: number) =>
  `${lngCorner < 0 ? 'w' : 'e'}${String(Math.abs(lngCorner)).padStart(3, '0')}${latCorner < 0 ? 's' : 'n'}${String(Math.abs(latCorner)).padStart(2, '0')}.json`;

const corner = (degrees: number) => Math.floor(degrees / TILE_DEGREES) * TILE_DEGREES;

export class RoadLines {
  private readonly tiles = boundedCache<TileLine[]>('roadTiles');

  constructor(private readonly dir: string) {}

  /** The lines of every tile within EDGE of p whose box comes within `km` of it. */
  near(p: LatLng, km: number): RoadLine[] {
    const pad = km / 100 + 0.01;
    const names = new Set<string>();
    for (const dLng of [-EDGE, 0, EDGE])
      for (const dLat of [-EDGE, 0, EDGE]) names.add(tileName(corner(p.lng + dLng), corner(p.lat + dLat)));
    const out: RoadLine[] = [];
    for (const name of names)
      for (const line of this.tile(name)) {
        const [x0, y0, x1, y1] = line.bbox;
        if (p.lng >= x0 - pad && p.lng <= x1 + pad && p.lat >= y0 - pad && p.lat <= y1 + pad) out.push(line);
      }
    return out;
  }

  private tile(name: string): TileLine[] {
    const held = this.tiles.get(name);
    if (held) return held;
    const file = path.join(this.dir, name);
    const lines = fs.existsSync(file) ? parseTile(fs.readFileSync(file, 'utf8')) : [];
    this.tiles.set(name, lines);
    return lines;
  }
}

/** A tile's features ([ref, bbox, line of deltas]) as lines in degrees; a malformed feature is left out. */
export function parseTile(text: string): TileLine[] {
  const tile = JSON.parse(text) as { features?: unknown };
  if (!Array.isArray(tile.features)) return [];
  const lines: TileLine[] = [];
  for (const feature of tile.features as unknown[]) {
    if (
      !Array.isArray(feature) ||
      typeof feature[0] !== 'string' ||
      !Array.isArray(feature[1]) ||
      !Array.isArray(feature[2])
    )
      continue;
    const [x0, y0, x1, y1] = (feature[1] as number[]).map((v) => v / SCALE) as [number, number, number, number];
    const deltas = feature[2] as number[];
    const points = new Float64Array(deltas.length);
    let x = 0;
    let y = 0;
    for (let j = 0; j + 1 < deltas.length; j += 2) {
      x += deltas[j]!;
      y += deltas[j + 1]!;
      points[j] = x / SCALE;
      points[j + 1] = y / SCALE;
    }
    lines.push({
      refs: (feature[0] as string).split('/').map((r) => r.trim()),
      points,
      bbox: [x0, y0, x1, y1],
    });
  }
  return lines;
}
