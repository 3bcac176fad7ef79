// The import's report as Markdown (data/roads/import-report.md), from the figures of import-graph.ts.
import type { PiecesSummary } from './pieces.ts';
import type { ImportReport } from './import-graph.ts';

const n = (value: number) => Math.round(value).toLocaleString('en-IN');
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

function piecesRow(label: string, p: PiecesSummary): string {
  const s = p.bySize;
  return `| ${label} | ${n(p.pieces)} | ${n(p.largestKm)} km (${pct(p.largestShare)}) | ${p.topKm.slice(1, 6).map(n).join(', ')} | ${n(s.under1)} / ${n(s.under10)} / ${n(s.under100)} / ${n(s.over100)} |`;
}

export function importReportMarkdown(
  r: ImportReport & { file: { name: string; bytes: number; sha256: string } },
): string {
  const rep = r.repairs;
  const rules = r.rules;
  return `# Import report: the national-highway road graph

Written by \`npm run roads:import\` (scripts/roads-import.ts); do not edit. How the repairs work and why: docs/road-graph.md.
Data © OpenStreetMap contributors, ODbL 1.0 (data/roads/SOURCE.md).

## Input
- ${r.tiles} tiles, ${n(r.features)} features; ${n(r.duplicateFeatures)} repeat another exactly (a way in two tiles) and are read once: **${n(r.ways)} ways**.
- ${n(r.vertices)} distinct points, ${n(r.segments)} straight segments, ${n(r.before.totalKm)} km of carriageway.
- Source: ${String(r.source.source_name ?? 'unknown')}, ${String(r.source.source_url ?? '')} (MD5 ${String(r.source.source_md5 ?? '?')}), retrieved ${String(r.source.source_retrieved_at ?? '?')}.

## Pieces (connected parts of the network)
| | pieces | largest piece | next five (km) | under 1 km / 1–10 / 10–100 / 100 km and over |
| --- | ---: | --- | --- | --- |
${piecesRow('before repair (ways joined only where they share a point)', r.before)}
${piecesRow('after repair', r.after)}
${piecesRow('after the estimated links', r.linked)}

Dead ends (points where a way stops without meeting another): ${n(r.deadEndsBefore)} before, ${n(r.deadEndsAfter)} after.
Left out of the graph: the ${n(r.dropped.pieces)} pieces under ${r.dropped.minKm} km (${n(r.dropped.km)} km in all), fragments that no trip
between towns could use.

## Repairs, by kind
| kind | rule | joins |
| --- | --- | ---: |
| tile edge | a dead end cut at a tile's edge meets the nearest dead end on that edge within ${rules.tileEdgeMetres} m | ${n(rep.tileEdge)} |
| junction | a dead end within ${rules.junctionMetres} m of another road meets it there (${n(rep.junctionSplits)} of them in the middle of a segment, at a new point) | ${n(rep.junction)} |
| same reference, end to end | two dead ends of the same reference within ${n(rules.sameRefMetres)} m, nearest first; their headings opposite and, beyond ${rules.sameRefAlignFromMetres} m, both pointing along the gap (within ${rules.sameRefMaxAngle}°; ${rules.sameRefLongMaxAngle}° beyond ${n(rules.sameRefLongFromMetres)} m) | ${n(rep.sameRef)} |
| pointing at a road | a dead end that points (within ${rules.pointingMaxAngle}°) at another road within ${rules.pointingMetres} m | ${n(rep.pointing)} |
| same reference, pointing | a dead end that points (within ${rules.sameRefPointingMaxAngle}°) at a road of its own reference within ${n(rules.sameRefPointingMetres)} m | ${n(rep.sameRefPointing)} |
| crossing | two highways of no common reference whose lines cross with no point in common (an interchange whose ramps the data lacks) meet at the crossing, unless one is a national expressway (NE-…) or the roads already meet within ${n(r.crossings.joinedWithinMetres)} m of it | ${n(r.crossings.joined)} |

Refused: ${n(rep.sameRefRefusedAngle)} same-reference pairs whose ends do not point at each other (hairpins, side roads, the two
carriageways of a divided road); ${n(rep.refusedAlreadyJoined)} joins between points the road already links within a few times
the gap (a join there would be a shortcut). A road that carries on past another (a flyover, the far side of a hairpin) has no
dead end there and is never joined to it. Of ${n(r.crossings.found)} crossings found, ${n(r.crossings.expressway)} involve a national expressway and
${n(r.crossings.alreadyJoined)} lie where the two roads already meet nearby: those are left alone.

## Estimated links
A highway that stops and starts again further on (a bypass or a town's stretch the extract lacks) is linked across:
two dead ends of one reference facing each other within ${n(r.links.sameRefMaxMetres)} m, where the roads give no way between them shorter
than ${r.links.detourFactor} × the gap + ${n(r.links.detourMetres / 1000)} km: **${n(r.links.sameRefGaps)} links**; and a dead end that points straight (within
${r.links.sameRefPointingMaxAngle}°) at its own highway's next stretch within ${n(r.links.sameRefMaxMetres)} m, on the same condition: **${n(r.links.sameRefPointingGaps)} links**.

Where pieces still stop short of each other, a link joins a dead end to the nearest road of another piece within
${n(r.links.maxMetres)} m, shortest first, and only pieces that nothing else joins yet (a tree over the pieces: a link never shortens a
way the roads give). A route counts a link at its straight length × ROAD_CIRCUITY, like a trip's first and last stretch.

| links | under 100 m | 100 m–1 km | 1–2 km | 2–5 km | km (straight) |
| ---: | ---: | ---: | ---: | ---: | ---: |
| ${n(r.links.links)} | ${n(r.links.byLength.under100m)} | ${n(r.links.byLength.under1km)} | ${n(r.links.byLength.under2km)} | ${n(r.links.byLength.under5km)} | ${r.links.km.toFixed(1)} |

A highway that stops and another that starts again further on, each pointing straight at the other (within
${r.longGaps.maxAngle}°, each end's heading taken over its last km) from ${n(r.longGaps.minMetres / 1000)} to ${n(r.longGaps.maxMetres / 1000)} km apart on the data as it comes, with no way between
them after the repairs shorter than ${r.links.detourFactor} × the gap + ${n(r.links.detourMetres / 1000)} km: **${n(r.longGaps.links)} long links** of ${n(r.longGaps.candidates)} facing pairs,
${r.longGaps.km.toFixed(1)} km straight. ${n(r.longGaps.hillLinks)} of them (${r.longGaps.hillKm.toFixed(1)} km) have an end on winding mountain road and count at the
straight length × ${r.longGaps.hillCircuity} (HILL_LINK_CIRCUITY), not × ROAD_CIRCUITY: an undershoot in the hills strands a car.

## The search graph
- ${n(r.graph.nodes)} nodes (junctions and dead ends), ${n(r.graph.edges)} edges (${n(r.graph.loops)} loops, kept for drawing and snapping only).
- Geometry: ${n(r.graph.sourcePoints)} source points, ${n(r.graph.storedPoints)} kept for drawing (bends over ${r.graph.drawingToleranceMetres} m); lengths and turning are measured on the source points.
- Spatial index: ${n(r.graph.spatialItems)} stretches of road.
- Heights (${String(r.heights.meta.source)}, read every ${String(r.heights.meta.sampleMetres)} m): ${n(r.heights.known)} of ${n(r.heights.segments)} drawn segments (none south of 10 °N); ${n(Math.round(r.heights.upKm))} km of climb in all, each edge one way.
- File: \`${r.file.name}\`, ${n(r.file.bytes)} bytes (${(r.file.bytes / 1e6).toFixed(2)} MB), SHA-256 \`${r.file.sha256}\`.
`;
}
