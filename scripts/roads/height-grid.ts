// The ground's height for the roads import (issue 40): GMTED2010's tiles (data/elevation/gmted2010, read with the
// geotiff package) joined into one grid, read bilinearly between pixel centres. Only the import reads it: the graph
// file carries each segment's climb and descent, and the app never opens a GeoTIFF.
import fs from 'node:fs';
import path from 'node:path';
import { fromArrayBuffer } from 'geotiff';

/** Heights in metres above sea level at a point, or null where the grid has no data (south of 10 °N, the sea). */
export interface HeightSource {
  at(lat: number, lng: number): number | null;
  /** What the heights are and where from: written into the graph file's header. */
  meta: Record<string, unknown>;
}

interface Tile {
  west: number;
  north: number;
  pixel: number;
  width: number;
  height: number;
  values: Int16Array;
  noData: number;
}

/** One grid over the tiles: pixel (col, row) of the mosaic from west/north at `pixel` degrees. */
export class HeightGrid implements HeightSource {
  private constructor(
    private readonly west: number,
    private readonly north: number,
    private readonly pixel: number,
    private readonly cols: number,
    private readonly rows: number,
    /** Metres, −32768 where none. */
    private readonly values: Int16Array,
    readonly meta: Record<string, unknown>,
  ) {}

  static fromTiles(tiles: readonly Tile[], meta: Record<string, unknown>): HeightGrid {
    if (tiles.length === 0) throw new Error('height grid: no tiles');
    const pixel = tiles[0]!.pixel;
    if (tiles.some((t) => Math.abs(t.pixel - pixel) > 1e-9))
      throw new Error('height grid: tiles of different pixel sizes');
    const west = Math.min(...tiles.map((t) => t.west));
    const north = Math.max(...tiles.map((t) => t.north));
    const cols = Math.round((Math.max(...tiles.map((t) => t.west + t.width * pixel)) - west) / pixel);
    const rows = Math.round((north - Math.min(...tiles.map((t) => t.north - t.height * pixel))) / pixel);
    const values = new Int16Array(cols * rows).fill(NO_DATA);
    for (const t of tiles) {
      const c0 = Math.round((t.west - west) / pixel);
      const r0 = Math.round((north - t.north) / pixel);
      for (let r = 0; r < t.height; r++)
        for (let c = 0; c < t.width; c++) {
          const v = t.values[r * t.width + c]!;
          values[(r0 + r) * cols + c0 + c] = v === t.noData ? NO_DATA : v;
        }
    }
    return new HeightGrid(west, north, pixel, cols, rows, values, meta);
  }

  /** Bilinear between the four pixel centres around the point (pixels are areas: a centre is half a pixel in). */
  at(lat: number, lng: number): number | null {
    const fx = (lng - this.west) / this.pixel - 0.5;
    const fy = (this.north - lat) / this.pixel - 0.5;
    const c = Math.floor(fx);
    const r = Math.floor(fy);
    if (c < 0 || r < 0 || c + 1 >= this.cols || r + 1 >= this.rows) return null;
    const i = r * this.cols + c;
    const v00 = this.values[i]!;
    const v10 = this.values[i + 1]!;
    const v01 = this.values[i + this.cols]!;
    const v11 = this.values[i + this.cols + 1]!;
    if (v00 === NO_DATA || v10 === NO_DATA || v01 === NO_DATA || v11 === NO_DATA) return null;
    const tx = fx - c;
    const ty = fy - r;
    return (v00 * (1 - tx) + v10 * tx) * (1 - ty) + (v01 * (1 - tx) + v11 * tx) * ty;
  }
}

const NO_DATA = -32768;

/** The GMTED2010 tiles in `dir` (every .tif), as one grid. */
export async function loadHeightGrid(dir: string): Promise<HeightGrid> {
  const names = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.tif'))
    .sort();
  if (names.length === 0) throw new Error(`height grid: no .tif files in ${dir}`);
  const tiles: Tile[] = [];
  for (const name of names) {
    const bytes = fs.readFileSync(path.join(dir, name));
    const tiff = await fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const image = await tiff.getImage();
    const [xRes, yRes] = image.getResolution();
    const [west, north] = image.getOrigin();
    if (!(xRes! > 0) || Math.abs(xRes! + yRes!) > 1e-9) throw new Error(`height grid: ${name} has no square pixels`);
    const [band] = (await image.readRasters()) as unknown as Int16Array[];
    if (!(band instanceof Int16Array)) throw new Error(`height grid: ${name} is not 16-bit signed heights`);
    tiles.push({
      west: west!,
      north: north!,
      pixel: xRes!,
      width: image.getWidth(),
      height: image.getHeight(),
      values: band,
      noData: image.getGDALNoData() ?? NO_DATA,
    });
  }
  return HeightGrid.fromTiles(tiles, {
    source: 'GMTED2010 mean (mea075), resampled to 0.025°',
    attribution: 'GMTED2010 terrain data courtesy of the U.S. Geological Survey',
    licence: 'public domain (USGS)',
    tiles: names,
    sampleMetres: HEIGHT_SAMPLE_METRES,
  });
}

/**
 * Heights are read along each road at least this often (metres). The grid's pixels are 0.025° (2.5–2.8 km); read
 * bilinearly, the ground along a straight line is a smooth curve within a pixel, so a sample every tenth of a pixel
 * finds every rise and dip the grid holds to within a few metres; sampling more often adds nothing the grid knows.
 */
export const HEIGHT_SAMPLE_METRES = 250;
