// `npx tsx bench/srtm-climb-check.ts`: how much climb the 2.8 km GMTED2010 grid the graph carries misses on the
// Sikkim and Darjeeling roads, against the 90 m SRTM3 tile in ../shared/data/elevation/srtm3-check (a measurement
// only: the tile covers one square degree and is not shipped). For every graph edge inside the tile: the climb and
// descent the graph file keeps, and the same read from SRTM3 along the same drawn points every 90 m at most.
import fs from 'node:fs';
import path from 'node:path';
import { haversineKm } from '../src/domain/geo/geodesy.ts';
import { SEG_NO_HEIGHT } from '../src/domain/roads/graph-file.ts';
import { RoadGraph } from '../src/domain/roads/road-graph.ts';

const root = path.resolve(import.meta.dirname, '..');
const tileFile = process.argv[2] ?? path.resolve(root, '../shared/data/elevation/srtm3-check/N27E088.hgt');
const hgt = fs.readFileSync(tileFile);
const N = 1201;
const srtm = (lat: number, lng: number): number | null => {
  const fx = (lng - 88) * (N - 1);
  const fy = (28 - lat) * (N - 1);
  const c = Math.floor(fx);
  const r = Math.floor(fy);
  if (c < 0 || r < 0 || c + 1 >= N || r + 1 >= N) return null;
  const v = (rr: number, cc: number) => hgt.readInt16BE((rr * N + cc) * 2);
  const [a, b, d, e] = [v(r, c), v(r, c + 1), v(r + 1, c), v(r + 1, c + 1)];
  if ([a, b, d, e].includes(-32768)) return null;
  const tx = fx - c;
  const ty = fy - r;
  return (a * (1 - tx) + b * tx) * (1 - ty) + (d * (1 - tx) + e * tx) * ty;
};

const bytes = fs.readFileSync(path.join(root, 'data/roads/national-highways.graph.bin'));
const graph = RoadGraph.fromBytes(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
const inside = (x: number, y: number) => x > 88.01e5 && x < 88.99e5 && y > 27.01e5 && y < 27.99e5;
let km = 0;
let gUp = 0;
let gDown = 0;
let sUp = 0;
let sDown = 0;
let edges = 0;
for (let e = 0; e < graph.edgeCount; e++) {
  const xs: number[] = [];
  const ys: number[] = [];
  graph.edgePoints(e, xs, ys);
  if (!xs.every((x, i) => inside(x, ys[i]!))) continue;
  const first = graph.a.segStart[e]!;
  let known = true;
  let up = 0;
  let down = 0;
  for (let s = first; s < graph.a.segStart[e + 1]!; s++) {
    if (graph.a.segUp[s] === SEG_NO_HEIGHT) known = false;
    up += graph.a.segUp[s]! / 10;
    down += graph.a.segDown[s]! / 10;
  }
  let last: number | null = srtm(ys[0]! / 1e5, xs[0]! / 1e5);
  let su = 0;
  let sd = 0;
  let edgeKm = 0;
  for (let i = 1; i < xs.length && last !== null; i++) {
    const a = { lat: ys[i - 1]! / 1e5, lng: xs[i - 1]! / 1e5 };
    const b = { lat: ys[i]! / 1e5, lng: xs[i]! / 1e5 };
    const d = haversineKm(a, b);
    edgeKm += d;
    const steps = Math.max(1, Math.ceil((d * 1000) / 90));
    for (let k = 1; k <= steps && last !== null; k++) {
      const z = srtm(a.lat + ((b.lat - a.lat) * k) / steps, a.lng + ((b.lng - a.lng) * k) / steps);
      if (z === null) last = null;
      else {
        if (z > last) su += z - last;
        else sd += last - z;
        last = z;
      }
    }
  }
  if (!known || last === null) continue;
  edges++;
  km += edgeKm;
  gUp += up;
  gDown += down;
  sUp += su;
  sDown += sd;
}
const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
console.log(`${edges} edges inside N27E088, ${Math.round(km)} km of road (drawn points)`);
console.log(`GMTED2010 in the graph: climb ${Math.round(gUp)} m, descent ${Math.round(gDown)} m`);
console.log(`SRTM3 every 90 m:       climb ${Math.round(sUp)} m, descent ${Math.round(sDown)} m`);
console.log(`the graph holds ${pct(gUp, sUp)} of SRTM3's climb and ${pct(gDown, sDown)} of its descent`);
console.log(`net (climb − descent): graph ${Math.round(gUp - gDown)} m, SRTM3 ${Math.round(sUp - sDown)} m`);
