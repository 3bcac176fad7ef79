import type { LatLng } from '../geo/lat-lng.ts';

/** A trip's way on the national-highway graph (the contract between the engine and the planner: docs/road-graph.md). */
export interface RoadRoute {
  /** The drawn way from the origin to the destination, the access stretches included as straight segments. */
  path: LatLng[];
  /**
   * Cumulative km along `path` at each point (path.length entries, first 0), access stretches at their estimated
   * road length (great-circle × the local factor, ROAD_CIRCUITY in src/domain/trips/road-distance.ts).
   */
  cumKm: Float64Array;
  /** Total km = access km + graph km. */
  km: number;
  /** Km on the national-highway graph, and the two access stretches' estimated km. */
  graphKm: number;
  startAccessKm: number;
  endAccessKm: number;
  /** Estimated driving minutes for the whole route (graph stretches by the winding-aware model, access by the existing pace model). */
  minutes: number;
  /** Per segment i (path[i] → path[i+1]): 1 where the geometry shows winding mountain road, else 0. */
  winding: Uint8Array;
  windingKm: number;
  /**
   * Km, inside graphKm, on estimated links: where the data's national highways stop short of each other (a city's
   * own streets between them), crossed at great-circle × ROAD_CIRCUITY like an access stretch. Drawn straight.
   * (An addition to the contract; docs/road-graph.md, "Links".)
   */
  linkKm: number;
  /**
   * Heights (issue 40; docs/road-graph.md, "Heights"): per point, the ground's height in metres (GMTED2010 as the
   * import read it), NaN where the grid has none (south of 10 °N); per segment, the metres climbed and descended
   * along it (NaN where unknown; the access stretches count level). climbM / descentM sum the known segments;
   * noHeightKm is the km whose heights are unknown.
   */
  heightM: Float32Array;
  upM: Float32Array;
  downM: Float32Array;
  climbM: number;
  descentM: number;
  noHeightKm: number;
}
