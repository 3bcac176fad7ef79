/**
 * The corridor search's hits, kept in typed arrays between queries (src/server/stations/
 * station-index.server.ts), and their order along the route.
 */
/**
 * alongRoute's matches (tree position, distance from start, offset), in buffers kept between
 * queries so a query allocates little beyond its answer (alongRoute is synchronous, so one
 * buffer per index is enough).
 */
/** A corridor search's hits, kept (HitBuffer.keep) to be replayed through another mask. */
export interface KeptHits {
  n: number;
  pos: Int32Array;
  along: Float64Array;
  offset: Float64Array;
}

export class HitBuffer {
  n = 0;
  pos = new Int32Array(1024);
  along = new Float64Array(1024);
  offset = new Float64Array(1024);
  private packed = new Float64Array(1024);
  private order = new Int32Array(1024);
  private item = new Int32Array(1024);
  private rank = new Float64Array(1024);

  /** Each hit's place in the items (through the tree's `ids`) and its rank there. Valid until the next query. */
  itemsAndRanks(ids: ArrayLike<number>, ranks: Float64Array): { hitItem: Int32Array; hitRank: Float64Array } {
    const { n, pos } = this;
    if (this.item.length < n) {
      this.item = new Int32Array(this.pos.length);
      this.rank = new Float64Array(this.pos.length);
    }
    const { item, rank } = this;
    for (let h = 0; h < n; h++) {
      const index = ids[pos[h] as number] as number;
      item[h] = index;
      rank[h] = ranks[index] as number;
    }
    return { hitItem: item, hitRank: rank };
  }

  /** A copy of the hits as they stand, to replay later (KeptHits). */
  keep(): KeptHits {
    return {
      n: this.n,
      pos: this.pos.slice(0, this.n),
      along: this.along.slice(0, this.n),
      offset: this.offset.slice(0, this.n),
    };
  }

  /** Kept hits back into the buffer, in their order, leaving out the items `mask` has at 0 (by the tree's `ids`). */
  replay(kept: KeptHits, ids: ArrayLike<number>, mask?: Uint8Array): void {
    this.n = 0;
    for (let h = 0; h < kept.n; h++) {
      const pos = kept.pos[h] as number;
      if (mask && mask[ids[pos] as number] === 0) continue;
      this.push(pos, kept.along[h] as number, kept.offset[h] as number);
    }
  }

  push(pos: number, along: number, offset: number): void {
    if (this.n === this.pos.length) {
      const grow = <A extends Int32Array | Float64Array>(a: A, make: (size: number) => A): A => {
        const bigger = make(a.length * 2);
        bigger.set(a);
        return bigger;
      };
      this.pos = grow(this.pos, (size) => new Int32Array(size));
      this.along = grow(this.along, (size) => new Float64Array(size));
      this.offset = grow(this.offset, (size) => new Float64Array(size));
    }
    this.pos[this.n] = pos;
    this.along[this.n] = along;
    this.offset[this.n] = offset;
    this.n++;
  }

  /**
   * Hit numbers 0..n-1 in the order of `compare`, which must order by `along` first. A comparator
   * sort of ten thousand items costs milliseconds, so the bulk of the work is a native numeric
   * sort of packed keys: `along` quantised into the high bits of an integer below 2^53, the hit
   * number in the low bits. Quantising is monotone, so only hits sharing a quantum can be out of
   * order, and those runs are sorted with `compare`. Valid until the next query.
   */
  sortByAlong(compare: (a: number, b: number) => number): Int32Array {
    const { n, along } = this;
    if (this.order.length < n) {
      this.order = new Int32Array(this.pos.length);
      this.packed = new Float64Array(this.pos.length);
    }
    const order = this.order;
    if (n < 64) {
      Array.from({ length: n }, (_, j) => j)
        .sort(compare)
        .forEach((j, i) => (order[i] = j));
      return order;
    }
    const slotBits = Math.ceil(Math.log2(n));
    const slots = 2 ** slotBits;
    let maxKey = 0;
    for (let j = 0; j < n; j++) if ((along[j] as number) > maxKey) maxKey = along[j] as number;
    const scale = maxKey > 0 ? (2 ** (53 - slotBits) - 1) / maxKey : 0;
    const packed = this.packed.subarray(0, n);
    for (let j = 0; j < n; j++) packed[j] = Math.floor((along[j] as number) * scale) * slots + j;
    packed.sort();
    const quantum = (i: number) => Math.floor((packed[i] as number) / slots);
    for (let i = 0; i < n; i++) order[i] = (packed[i] as number) - quantum(i) * slots;
    for (let start = 0; start < n;) {
      const q = quantum(start);
      let end = start + 1;
      while (end < n && quantum(end) === q) end++;
      if (end - start > 16)
        Array.from(order.subarray(start, end))
          .sort(compare)
          .forEach((j, i) => (order[start + i] = j));
      else if (end - start > 1) insertionSort(order, start, end, compare);
      start = end;
    }
    return order;
  }
}

/** Sorts list[start..end) in place: for the short runs sortByAlong leaves. */
function insertionSort(list: Int32Array, start: number, end: number, compare: (a: number, b: number) => number): void {
  for (let i = start + 1; i < end; i++) {
    const x = list[i] as number;
    let j = i - 1;
    while (j >= start && compare(list[j] as number, x) > 0) {
      list[j + 1] = list[j] as number;
      j--;
    }
    list[j + 1] = x;
  }
}
