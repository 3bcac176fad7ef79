import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { haversineKm, kmPerDegreeLng, projectOnSegment, type PathProgress } from '../../domain/geo/geodesy.ts';
import { HitBuffer, type KeptHits } from './corridor-hits.server.ts';
import { EPS, isPrepared, prepareCorridor, type PreparedCorridor } from './prepared-corridor.server.ts';
import { boxDistance2, type Chunk } from './route-chunks.server.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';

export interface NearbyItem<T> {
  item: T;
  /** Great-circle distance from the query point, in km. */
  distanceKm: number;
}

export interface ItemOnRoute<T> {
  item: T;
  /** Distance along the route from its start to the route's point nearest the item, in km. */
  distanceFromStartKm: number;
  /** Distance from the item to the route, in km. */
  offsetKm: number;
}

/**
 * An in-memory spatial index over items with a position (kdbush, a static k-d tree, queried with
 * geokdbush for great-circle nearest neighbours). Built once, read many times; not for points
 * across the antimeridian (India is far from it).
 *
 * Results equal a brute-force scan of all items: nearest() ranks by haversineKm, alongRoute() by
 * the same corridorMatch arithmetic as src/domain/geo/geodesy.ts, ties broken by input order.
 */
export class StationIndex<T extends { lat: number; lng: number }> {
  readonly size: number;
  /** The items, in the order given: an item's place here is its `index` in bestAlongRoute's answer. */
  readonly items: readonly T[];
  private readonly index: KDBush | null;
  private readonly hits = new HitBuffer();
  /** Each prepared corridor's hits, unfiltered and unmasked, while the corridor lives (it lives with its route). */
  private readonly corridorMemo = new WeakMap<PreparedCorridor, KeptHits>();
  /** kmPerDegreeLng of each point, by tree position: a cosine per point measured adds up over a corridor. */
  private readonly kmPerLng: Float64Array = new Float64Array(0);
  /** alongRoute's chunk lists, one per tree depth, kept between queries (see corridorHits). */
  private lists: Int32Array[] = [];
  /** Each `rank` given to bestAlongRoute, evaluated once per item (by input order). */
  private readonly ranks = new WeakMap<(item: T) => number, Float64Array>();

  constructor(items: readonly T[], nodeSize = 64) {
    this.items = items;
    this.size = items.length;
    if (items.length === 0) {
      this.index = null;
      return;
    }
    const index = new KDBush(items.length, nodeSize);
    items.forEach((item, i) => {
      if (!Number.isFinite(item.lat) || !Number.isFinite(item.lng))
        throw new RangeError(`StationIndex: item ${i} has no valid position`);
      index.add(item.lng, item.lat);
    });
    this.index = index.finish();
    this.kmPerLng = new Float64Array(items.length);
    for (let i = 0; i < items.length; i++) this.kmPerLng[i] = kmPerDegreeLng(this.index.coords[2 * i + 1] as number);
  }

  /**
   * The n items nearest to the point, nearest first (ties in input order), optionally only those
   * passing `filter` and within maxKm.
   */
  nearest(point: LatLng, n: number, filter?: (item: T) => boolean, maxKm?: number): NearbyItem<T>[] {
    if (!this.index || !(n > 0)) return [];
    const limit = maxKm ?? Infinity;
    const { items } = this;
    // A hair of slack for geokdbush's own rounding; the exact cut below uses haversineKm.
    const ids = around(
      this.index,
      point.lng,
      point.lat,
      Math.floor(n),
      limit * (1 + EPS) + EPS,
      filter ? (id) => filter(items[id] as T) : undefined,
    );
    return ids
      .map((id) => ({ id, distanceKm: haversineKm(point, items[id] as T) }))
      .filter((r) => r.distanceKm <= limit)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id)
      .map(({ id, distanceKm }) => ({ item: items[id] as T, distanceKm }));
  }

  /**
   * The items within widthKm of the route (a polyline), ordered by distance from its start (then
   * by offset, then input order), with that distance and their offset from the route.
   *
   * The route is cut into chunks of at most widthKm (and MAX_SEGMENTS_PER_CHUNK segments); a
   * chunk's bounding box widened by widthKm holds every point within widthKm of it. One walk down
   * the k-d tree carries, per tree node, the chunks whose widened box meets the node's box, and
   * skips nodes that meet none. Each point reached is measured by branch and bound: its chunks
   * nearest first, and any chunk or segment whose box is farther than the best offset so far is
   * skipped. The winner is the least (offset, segment number): exactly what corridorMatch's scan
   * in route order, keeping strictly smaller offsets, finds. So the answer equals corridorMatch
   * on every item, to the last bit.
   *
   * Not re-entrant: `filter` must not query this index's alongRoute.
   */
  alongRoute(
    path: readonly LatLng[] | PreparedCorridor,
    widthKm: number,
    filter?: (item: T) => boolean,
  ): ItemOnRoute<T>[] {
    const ids = this.corridorHits(path, widthKm, filter);
    const { n, pos, along, offset } = this.hits;
    const order = this.hits.sortByAlong(
      (a, b) =>
        (along[a] as number) - (along[b] as number) ||
        (offset[a] as number) - (offset[b] as number) ||
        (ids[pos[a] as number] as number) - (ids[pos[b] as number] as number),
    );
    const out = new Array<ItemOnRoute<T>>(n);
    for (let j = 0; j < n; j++) out[j] = this.hitAt(order[j] as number, ids);
    return out;
  }

  /**
   * What keeping the best few of each stretch of alongRoute's answer gives, without ordering the
   * whole corridor: a city end puts thousands of items in it, and a trip shows a few per stretch.
   *
   * The route is cut into stretches of stretchKm from its start; each keeps its best perStretch
   * items by `rank` (an item's own, the same for every query: smaller first), then the smaller
   * offset, then as alongRoute orders them. The kept items come
   * in alongRoute's order by distance from the start; items at the same distance (one stretch)
   * come in that ranking, each with its place in `items`. `inCorridor` counts every item within widthKm.
   * `mask` (by place in `items`, 0 = leave out) leaves items out as `filter` does, but before any
   * arithmetic: a vehicle's compatible stations, worked out once, cost a byte read per station.
   * `path` may be a route prepared once for this width (prepareCorridor) when it is searched again and again.
   */
  bestAlongRoute(
    path: readonly LatLng[] | PreparedCorridor,
    widthKm: number,
    options: {
      stretchKm: number;
      perStretch: number;
      rank: (item: T) => number;
      filter?: (item: T) => boolean;
      mask?: Uint8Array;
    },
  ): { matches: Array<ItemOnRoute<T> & { index: number }>; inCorridor: number } {
    const { stretchKm, perStretch, filter, mask } = options;
    const rank = this.ranksBy(options.rank);
    if (!(stretchKm > 0) || !Number.isFinite(stretchKm))
      throw new RangeError(`bestAlongRoute: stretchKm must be a positive number, got ${stretchKm}`);
    const ids = this.corridorHits(path, widthKm, filter, mask);
    const { n, along, offset } = this.hits;
    // Each hit's item and rank, read once: the ranking below compares them many times.
    const { hitItem, hitRank } = this.hits.itemsAndRanks(ids, rank);
    const ranksFirst = (a: number, b: number) =>
      (hitRank[a] as number) - (hitRank[b] as number) ||
      (offset[a] as number) - (offset[b] as number) ||
      (along[a] as number) - (along[b] as number) ||
      (hitItem[a] as number) - (hitItem[b] as number);
    // Each stretch's best so far, best first (hit numbers), in perStretch slots per stretch. A full
    // stretch turns most hits away with one comparison.
    let maxAlong = 0;
    for (let h = 0; h < n; h++) if ((along[h] as number) > maxAlong) maxAlong = along[h] as number;
    const stretchCount = Math.floor(maxAlong / stretchKm) + 1;
    const best = new Int32Array(stretchCount * perStretch);
    const filled = new Int32Array(stretchCount);
    for (let h = 0; h < n; h++) {
      const key = Math.floor((along[h] as number) / stretchKm);
      const first = key * perStretch;
      const count = filled[key] as number;
      const full = count >= perStretch;
      if (full && ranksFirst(h, best[first + count - 1] as number) >= 0) continue;
      // Shift the worse ones down (dropping the last of a full stretch) and put h in its place.
      let at = full ? count - 1 : count;
      if (!full) filled[key] = count + 1;
      while (at > 0 && ranksFirst(h, best[first + at - 1] as number) < 0) {
        best[first + at] = best[first + at - 1] as number;
        at--;
      }
      best[first + at] = h;
    }
    const kept: number[] = [];
    for (let key = 0; key < stretchCount; key++)
      for (let j = 0; j < (filled[key] as number); j++) kept.push(best[key * perStretch + j] as number);
    kept.sort((a, b) => (along[a] as number) - (along[b] as number) || ranksFirst(a, b));
    const matches = new Array<ItemOnRoute<T> & { index: number }>(kept.length);
    for (let j = 0; j < kept.length; j++) {
      const h = kept[j] as number;
      const index = hitItem[h] as number;
      matches[j] = {
        item: this.items[index] as T,
        distanceFromStartKm: along[h] as number,
        offsetKm: offset[h] as number,
        index,
      };
    }
    return { matches, inCorridor: n };
  }

  /** Chunk lists with room for `chunks` each: those kept from earlier queries when big enough. */
  private chunkLists(chunks: number): Int32Array[] {
    if (!this.lists[0] || this.lists[0].length < chunks) this.lists = [new Int32Array(Math.max(64, chunks))];
    return this.lists;
  }

  private ranksBy(rankOf: (item: T) => number): Float64Array {
    let ranks = this.ranks.get(rankOf);
    if (!ranks) {
      ranks = Float64Array.from(this.items, (item) => rankOf(item));
      if (ranks.some((r) => Number.isNaN(r))) throw new RangeError('bestAlongRoute: a rank is not a number');
      this.ranks.set(rankOf, ranks);
    }
    return ranks;
  }

  private hitAt(h: number, ids: KDBush['ids']): ItemOnRoute<T> {
    const { pos, along, offset } = this.hits;
    return {
      item: this.items[ids[pos[h] as number] as number] as T,
      distanceFromStartKm: along[h] as number,
      offsetKm: offset[h] as number,
    };
  }

  /** The items within widthKm of the route, as hits (tree position, distance from the start, offset) in this.hits, in no order; returns the tree's ids. */
  private corridorHits(
    route: readonly LatLng[] | PreparedCorridor,
    widthKm: number,
    filter?: (item: T) => boolean,
    mask?: Uint8Array,
  ): KDBush['ids'] {
    const corridor = isPrepared(route) ? route : prepareCorridor(route, widthKm);
    if (corridor.widthKm !== widthKm)
      throw new RangeError(`alongRoute: the route was prepared for ${corridor.widthKm} km, not ${widthKm}`);
    this.hits.n = 0;
    if (!this.index) return new Uint32Array(0);
    // Without a filter, a prepared corridor's hits do not change while the index stands: the first search keeps
    // them (mask aside), and later ones replay them through the mask of their time.
    if (!filter && isPrepared(route)) {
      const kept = this.corridorMemo.get(corridor);
      if (!kept) this.corridorMemo.set(corridor, this.searchCorridor(corridor, widthKm).keep());
      this.hits.replay(this.corridorMemo.get(corridor)!, this.index.ids, mask);
      return this.index.ids;
    }
    this.searchCorridor(corridor, widthKm, filter, mask);
    return this.index.ids;
  }

  /** The bytes of the hits kept for `corridor` (0 while none are): what a kept route carries beside its own arrays. */
  keptHitBytes(corridor: PreparedCorridor): number {
    const kept = this.corridorMemo.get(corridor);
    return kept ? kept.pos.byteLength + kept.along.byteLength + kept.offset.byteLength : 0;
  }

  /** The corridor search itself: the items within widthKm of the prepared route that pass filter and mask, into this.hits. */
  private searchCorridor(
    corridor: PreparedCorridor,
    widthKm: number,
    filter?: (item: T) => boolean,
    mask?: Uint8Array,
  ) {
    this.hits.n = 0;
    const index = this.index!;
    const { items } = this;
    const { coords, ids, nodeSize } = index;
    const kmPerPoint = this.kmPerLng;
    const { path: prepared, chunks, chunkBox, segBox, rawChunkBox, widthLimit } = corridor;
    const current: PathProgress = { distanceFromStartKm: 0, offsetKm: 0 };
    let chunkDist = new Float64Array(64);
    const hits = this.hits;

    /** Point i (a tree position) against the first `count` chunks in `list`: a hit when within widthKm. */
    const measure = (i: number, list: Int32Array, count: number) => {
      // A masked-out item is skipped before any arithmetic: the same answer, for a fraction of the work.
      if (mask && mask[ids[i] as number] === 0) return;
      const lng = coords[2 * i] as number;
      const lat = coords[2 * i + 1] as number;
      const kmPerLng = kmPerPoint[i] as number;
      let bound = widthLimit * widthLimit;
      if (chunkDist.length < count) chunkDist = new Float64Array(count * 2);
      let nearest = -1;
      for (let j = 0; j < count; j++) {
        const d = boxDistance2(rawChunkBox, list[j] as number, lat, lng, kmPerLng);
        chunkDist[j] = d;
        if (d <= bound && (nearest < 0 || d < (chunkDist[nearest] as number))) nearest = j;
      }
      if (nearest < 0) return;
      let best = Infinity;
      let bestSegment = -1;
      let along = 0;
      for (let step = -1; step < count; step++) {
        const j = step < 0 ? nearest : step;
        if ((step >= 0 && j === nearest) || (chunkDist[j] as number) > bound) continue;
        const chunk = chunks[list[j] as number] as Chunk;
        for (let s = chunk.first; s <= chunk.last; s++) {
          if (boxDistance2(segBox, s, lat, lng, kmPerLng) > bound) continue;
          projectOnSegment(prepared, s, lat, lng, kmPerLng, current);
          const offset = current.offsetKm;
          if (offset < best || (offset === best && s < bestSegment)) {
            best = offset;
            bestSegment = s;
            along = current.distanceFromStartKm;
            const b = Math.min(widthLimit, best * (1 + EPS) + EPS);
            bound = b * b;
          }
        }
      }
      if (best <= widthKm && (!filter || filter(items[ids[i] as number] as T))) hits.push(i, along, best);
    };

    // Tree nodes: positions left..right of index.coords, the point at the middle splitting the
    // rest on `axis` (0 = lng, 1 = lat), as kdbush lays them out. A node at depth d carries the
    // chunks whose widened box meets its box as the first `count` entries of lists[d]: a child
    // writes its own into lists[d + 1], which its sibling reuses once it is done.
    const lists = this.chunkLists(chunks.length);
    /** The first `count` chunks of `list` whose widened box meets the given box, written into `into`; how many. */
    const meets = (
      list: Int32Array,
      count: number,
      into: Int32Array,
      aMinLng: number,
      aMinLat: number,
      aMaxLng: number,
      aMaxLat: number,
    ) => {
      let n = 0;
      for (let j = 0; j < count; j++) {
        const k = list[j] as number;
        if (
          (chunkBox[4 * k] as number) <= aMaxLat &&
          (chunkBox[4 * k + 1] as number) >= aMinLat &&
          (chunkBox[4 * k + 2] as number) <= aMaxLng &&
          (chunkBox[4 * k + 3] as number) >= aMinLng
        ) {
          into[n++] = k;
        }
      }
      return n;
    };
    const visit = (
      left: number,
      right: number,
      axis: number,
      minLng: number,
      minLat: number,
      maxLng: number,
      maxLat: number,
      depth: number,
      count: number,
    ): void => {
      const list = lists[depth] as Int32Array;
      if (right - left <= nodeSize) {
        for (let i = left; i <= right; i++) measure(i, list, count);
        return;
      }
      const m = (left + right) >> 1;
      measure(m, list, count);
      const split = coords[2 * m + axis] as number;
      const into = (lists[depth + 1] ??= new Int32Array(list.length));
      const lower =
        axis === 0
          ? meets(list, count, into, minLng, minLat, split, maxLat)
          : meets(list, count, into, minLng, minLat, maxLng, split);
      if (lower) {
        if (axis === 0) visit(left, m - 1, 1, minLng, minLat, split, maxLat, depth + 1, lower);
        else visit(left, m - 1, 0, minLng, minLat, maxLng, split, depth + 1, lower);
      }
      const upper =
        axis === 0
          ? meets(list, count, into, split, minLat, maxLng, maxLat)
          : meets(list, count, into, minLng, split, maxLng, maxLat);
      if (upper) {
        if (axis === 0) visit(m + 1, right, 1, split, minLat, maxLng, maxLat, depth + 1, upper);
        else visit(m + 1, right, 0, minLng, split, maxLng, maxLat, depth + 1, upper);
      }
    };
    const root = lists[0] as Int32Array;
    for (let k = 0; k < chunks.length; k++) root[k] = k;
    visit(0, ids.length - 1, 0, -Infinity, -Infinity, Infinity, Infinity, 0, chunks.length);

    return this.hits;
  }
}
