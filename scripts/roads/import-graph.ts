// The import's pipeline, tiles to file bytes, with the figures of its report. Nothing here depends on the clock or
// the machine, so the same tiles give the same bytes.
import { encodeGraphFile, type GraphArrays, SEG_NO_HEIGHT } from '../../src/domain/roads/graph-file.ts';
import { buildGraphArrays, DRAWING_TOLERANCE_METRES, NO_HEIGHTS } from './build-graph.ts';
import type { HeightSource } from './height-grid.ts';
import { compressChains } from './compress.ts';
import {
  DETOUR_FACTOR,
  DETOUR_METRES,
  LINK_MAX_METRES,
  linkPieces,
  type LinkCounts,
  SAME_REF_GAP_MAX_METRES,
  SAME_REF_POINTING_MAX_ANGLE,
} from './links.ts';
import { type CrossingCounts, joinCrossings } from './crossings.ts';
import {
  HILL_LINK_CIRCUITY,
  LONG_GAP_MAX_ANGLE,
  LONG_GAP_MAX_METRES,
  LONG_GAP_MIN_METRES,
  type LongGapCounts,
  linkLongGaps,
  longGapCandidates,
} from './long-gaps.ts';
import { CROSSING_JOINED_METRES } from './crossings.ts';
import { Network } from './network.ts';
import { dropSmallPieces, summarisePieces, type PiecesSummary } from './pieces.ts';
import { readTiles } from './read-tiles.ts';
import { REPAIR_RULES, repairNetwork, type RepairCounts, type RepairRules } from './repair.ts';

export interface ImportReport {
  source: Record<string, unknown>;
  tiles: number;
  features: number;
  duplicateFeatures: number;
  ways: number;
  vertices: number;
  segments: number;
  deadEndsBefore: number;
  deadEndsAfter: number;
  rules: RepairRules;
  /** Pieces under MIN_PIECE_KM left out of the graph, and their km. */
  dropped: { pieces: number; km: number; minKm: number };
  repairs: RepairCounts;
  crossings: CrossingCounts & { joinedWithinMetres: number };
  longGaps: LongGapCounts & { minMetres: number; maxMetres: number; maxAngle: number; hillCircuity: number };
  before: PiecesSummary;
  after: PiecesSummary;
  links: LinkCounts & {
    maxMetres: number;
    sameRefMaxMetres: number;
    sameRefPointingMaxAngle: number;
    detourFactor: number;
    detourMetres: number;
  };
  /** Pieces once linked. */
  linked: PiecesSummary;
  graph: {
    nodes: number;
    edges: number;
    loops: number;
    storedPoints: number;
    sourcePoints: number;
    drawingToleranceMetres: number;
    spatialItems: number;
  };
  /** Segments with heights, and the climb (km, every edge one way) the graph holds. */
  heights: { segments: number; known: number; upKm: number; meta: Record<string, unknown> };
}

/** Pieces shorter than this (km) are left out of the graph: fragments no trip between towns could use. */
export const MIN_PIECE_KM = 20;

const SOURCE_KEYS = [
  'source_name',
  'source_url',
  'source_md5',
  'source_retrieved_at',
  'source_license',
  'attribution',
  'mapped_carriageway_km',
  'accepted_features',
  'distinct_refs',
];

export function buildRoadGraphFile(
  tilesDir: string,
  receipt: Record<string, unknown>,
  log: (line: string) => void = () => {},
  heights: HeightSource = NO_HEIGHTS,
): { bytes: Uint8Array; report: ImportReport } {
  const read = readTiles(tilesDir);
  log(`${read.tiles} tiles, ${read.features} features, ${read.duplicates} repeated across tiles`);
  const net = new Network();
  net.addWays(read.ways);
  const before = summarisePieces(net);
  const deadEndsBefore = countDeadEnds(net);
  log(
    `before repair: ${before.pieces} pieces, the largest ${(before.largestShare * 100).toFixed(1)}% of ${Math.round(before.totalKm)} km`,
  );
  const gaps = longGapCandidates(net);
  const repairs = repairNetwork(net, REPAIR_RULES);
  const crossings = joinCrossings(net);
  log(`crossings: ${JSON.stringify(crossings)}`);
  const after = summarisePieces(net);
  log(`repairs: ${JSON.stringify(repairs)}`);
  log(`after repair: ${after.pieces} pieces, the largest ${(after.largestShare * 100).toFixed(1)}%`);
  const links = linkPieces(net, LINK_MAX_METRES);
  const long = linkLongGaps(net, gaps, DETOUR_FACTOR, DETOUR_METRES);
  log(`long gaps: ${JSON.stringify(long)}`);
  const linked = summarisePieces(net);
  log(
    `links: ${JSON.stringify(links)}; then ${linked.pieces} pieces, the largest ${(linked.largestShare * 100).toFixed(1)}%`,
  );
  const dropped = dropSmallPieces(net, MIN_PIECE_KM);
  log(`left out: ${dropped.pieces} pieces under ${MIN_PIECE_KM} km, ${Math.round(dropped.km)} km in all`);
  const chains = compressChains(net);
  const built = buildGraphArrays(chains, heights);
  const withHeights = countHeights(built.arrays);
  log(
    `heights: ${withHeights.known} of ${withHeights.segments} segments, climb ${Math.round(withHeights.upKm * 10) / 10} km in all (${JSON.stringify(heights.meta.source)})`,
  );
  const source = Object.fromEntries(SOURCE_KEYS.filter((k) => k in receipt).map((k) => [k, receipt[k]]));
  const report: ImportReport = {
    source,
    tiles: read.tiles,
    features: read.features,
    duplicateFeatures: read.duplicates,
    ways: read.ways.length,
    vertices: net.vertexCount,
    segments: net.segmentCount,
    deadEndsBefore,
    deadEndsAfter: countDeadEnds(net),
    rules: REPAIR_RULES,
    dropped: { ...dropped, minKm: MIN_PIECE_KM },
    repairs,
    crossings: { ...crossings, joinedWithinMetres: CROSSING_JOINED_METRES },
    longGaps: {
      ...long,
      minMetres: LONG_GAP_MIN_METRES,
      maxMetres: LONG_GAP_MAX_METRES,
      maxAngle: LONG_GAP_MAX_ANGLE,
      hillCircuity: HILL_LINK_CIRCUITY,
    },
    before,
    after,
    links: {
      ...links,
      maxMetres: LINK_MAX_METRES,
      sameRefMaxMetres: SAME_REF_GAP_MAX_METRES,
      sameRefPointingMaxAngle: SAME_REF_POINTING_MAX_ANGLE,
      detourFactor: DETOUR_FACTOR,
      detourMetres: DETOUR_METRES,
    },
    linked,
    graph: {
      nodes: chains.nodeX.length,
      edges: chains.edges.length,
      loops: chains.edges.filter((e) => e.from === e.to).length,
      storedPoints: built.segments + chains.edges.length,
      sourcePoints: chains.edges.reduce((s, e) => s + e.xs.length, 0),
      drawingToleranceMetres: DRAWING_TOLERANCE_METRES,
      spatialItems: built.arrays.snapEdge.length,
    },
    heights: { ...withHeights, meta: heights.meta },
  };
  log(`graph: ${report.graph.nodes} nodes, ${report.graph.edges} edges, ${report.graph.storedPoints} points drawn`);
  const meta = {
    attribution: '© OpenStreetMap contributors',
    licence: 'ODbL 1.0',
    source,
    heights: heights.meta,
    pieceKm: built.pieces.km.slice(0, 20).map((k) => Math.round(k * 10) / 10),
    pieces: built.pieces.km.length,
  };
  const bytes = encodeGraphFile(built.spatial, built.arrays, meta, {
    nodes: report.graph.nodes,
    edges: report.graph.edges,
    segments: built.segments,
  });
  return { bytes, report };
}

function countHeights(a: GraphArrays): { segments: number; known: number; upKm: number } {
  let known = 0;
  let up = 0;
  for (let s = 0; s < a.segUp.length; s++)
    if (a.segUp[s] !== SEG_NO_HEIGHT) {
      known++;
      up += a.segUp[s]!;
    }
  return { segments: a.segUp.length, known, upKm: up / 10_000 };
}

function countDeadEnds(net: Network): number {
  let n = 0;
  for (let v = 0; v < net.vertexCount; v++) if (net.degree(v) === 1) n++;
  return n;
}
