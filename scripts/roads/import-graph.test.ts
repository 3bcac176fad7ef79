// The import on a few real tiles: the same tiles give the same bytes, the file reads back, and the report counts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RoadGraph } from '../../src/domain/roads/road-graph.ts';
import { SEG_NO_HEIGHT } from '../../src/domain/roads/graph-file.ts';
import { loadHeightGrid } from './height-grid.ts';
import { buildRoadGraphFile } from './import-graph.ts';

const tilesDir = path.resolve(import.meta.dirname, '../../data/roads/tiles');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'roads-import-'));
// Delhi and the hills north of it: four tiles, a few thousand ways.
for (const name of ['e076n28.json', 'e076n30.json', 'e078n28.json', 'e078n30.json'])
  fs.copyFileSync(path.join(tilesDir, name), path.join(work, name));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const heights = await loadHeightGrid(path.resolve(import.meta.dirname, '../../data/elevation/gmted2010'));

describe('the road import', () => {
  const first = buildRoadGraphFile(work, {}, () => {}, heights);
  const second = buildRoadGraphFile(work, {}, () => {}, heights);

  it('gives the same bytes for the same tiles', () => {
    expect(crypto.createHash('sha256').update(second.bytes).digest('hex')).toBe(
      crypto.createHash('sha256').update(first.bytes).digest('hex'),
    );
  });

  it('writes a file that reads back as a graph with its counts', () => {
    const graph = RoadGraph.fromBytes(
      first.bytes.buffer.slice(first.bytes.byteOffset, first.bytes.byteOffset + first.bytes.byteLength),
    );
    expect(graph.nodeCount).toBe(first.report.graph.nodes);
    expect(graph.edgeCount).toBe(first.report.graph.edges);
    expect(graph.a.adjStart[graph.nodeCount]).toBe(graph.a.adjEdge.length);
  });

  it('reports the pieces before and after the repair, and the repairs by kind', () => {
    const { before, after, repairs } = first.report;
    expect(after.pieces).toBeLessThan(before.pieces);
    expect(after.largestShare).toBeGreaterThan(before.largestShare);
    expect(repairs.junction + repairs.sameRef + repairs.pointing + repairs.sameRefPointing).toBeGreaterThan(0);
  });

  it('keeps every segment climb and descent, adding up to the height between the edge ends', () => {
    const graph = RoadGraph.fromBytes(
      first.bytes.buffer.slice(first.bytes.byteOffset, first.bytes.byteOffset + first.bytes.byteLength),
    );
    const { segUp, segDown, segStart, edgeUp, edgeDown, edgeFrom, edgeTo, nodeZ } = graph.a;
    expect(first.report.heights.known).toBe(first.report.heights.segments); // all four tiles lie north of 10 °N
    let checked = 0;
    for (let e = 0; e < graph.edgeCount; e++) {
      let up = 0;
      let down = 0;
      for (let s = segStart[e]!; s < segStart[e + 1]!; s++) {
        expect(segUp[s]).not.toBe(SEG_NO_HEIGHT);
        up += segUp[s]!;
        down += segDown[s]!;
      }
      expect(edgeUp[e]).toBe(up);
      expect(edgeDown[e]).toBe(down);
      // Heights rounded to metres at the nodes, climbs to decimetres per segment.
      const segments = segStart[e + 1]! - segStart[e]!;
      expect(Math.abs((up - down) / 10 - (nodeZ[edgeTo[e]!]! - nodeZ[edgeFrom[e]!]!))).toBeLessThanOrEqual(
        1 + 0.05 * segments,
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
    // The hills north of Delhi: somewhere the roads climb over 1,000 m in one edge.
    expect(Math.max(...edgeUp)).toBeGreaterThan(10_000);
  });

  it('matches the committed graph file to its report', () => {
    const report = JSON.parse(fs.readFileSync(path.resolve(tilesDir, '..', 'import-report.json'), 'utf8')) as {
      file: { sha256: string; bytes: number };
    };
    const committed = fs.readFileSync(path.resolve(tilesDir, '..', 'national-highways.graph.bin'));
    expect(committed.length).toBe(report.file.bytes);
    expect(crypto.createHash('sha256').update(committed).digest('hex')).toBe(report.file.sha256);
  });
});
