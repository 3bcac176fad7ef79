// Connected pieces of the network: how many, and how the kilometres split between them.
import type { Network } from './network.ts';

export interface PiecesSummary {
  pieces: number;
  totalKm: number;
  largestKm: number;
  /** The largest piece's share of all km, 0–1. */
  largestShare: number;
  /** km of the ten largest pieces, largest first. */
  topKm: number[];
  /** Pieces under 1 km, 1–10 km, 10–100 km, 100 km and over. */
  bySize: { under1: number; under10: number; under100: number; over100: number };
}

/** A piece label per vertex (its smallest vertex id, so the labels do not depend on the order of the joins). */
export function pieceLabels(net: Network): Int32Array {
  const parent = new Int32Array(net.vertexCount);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  const find = (v: number): number => {
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]!]!;
      v = parent[v]!;
    }
    return v;
  };
  for (let s = 0; s < net.segmentCount; s++) {
    if (!net.alive[s]) continue;
    const a = find(net.segA[s]!);
    const b = find(net.segB[s]!);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  const labels = new Int32Array(net.vertexCount);
  for (let v = 0; v < labels.length; v++) labels[v] = find(v);
  return labels;
}

export function summarisePieces(net: Network, labels = pieceLabels(net)): PiecesSummary {
  const km = new Map<number, number>();
  let totalKm = 0;
  for (let s = 0; s < net.segmentCount; s++) {
    if (!net.alive[s]) continue;
    const d = net.metres(net.segA[s]!, net.segB[s]!) / 1000;
    totalKm += d;
    const label = labels[net.segA[s]!]!;
    km.set(label, (km.get(label) ?? 0) + d);
  }
  const sizes = [...km.values()].sort((a, b) => b - a);
  const largestKm = sizes[0] ?? 0;
  return {
    pieces: sizes.length,
    totalKm,
    largestKm,
    largestShare: totalKm > 0 ? largestKm / totalKm : 0,
    topKm: sizes.slice(0, 10),
    bySize: {
      under1: sizes.filter((k) => k < 1).length,
      under10: sizes.filter((k) => k >= 1 && k < 10).length,
      under100: sizes.filter((k) => k >= 10 && k < 100).length,
      over100: sizes.filter((k) => k >= 100).length,
    },
  };
}

/**
 * Leaves out the pieces shorter than minKm (their segments no longer alive): fragments of road the data joins to
 * nothing, which no trip between towns could use. Returns how many pieces and km went.
 */
export function dropSmallPieces(net: Network, minKm: number): { pieces: number; km: number } {
  const labels = pieceLabels(net);
  const km = new Map<number, number>();
  for (let s = 0; s < net.segmentCount; s++) {
    if (!net.alive[s]) continue;
    const label = labels[net.segA[s]!]!;
    km.set(label, (km.get(label) ?? 0) + net.metres(net.segA[s]!, net.segB[s]!) / 1000);
  }
  const small = new Set([...km].filter(([, k]) => k < minKm).map(([label]) => label));
  for (let s = 0; s < net.segmentCount; s++) if (net.alive[s] && small.has(labels[net.segA[s]!]!)) net.alive[s] = false;
  return { pieces: small.size, km: [...small].reduce((sum, label) => sum + km.get(label)!, 0) };
}
