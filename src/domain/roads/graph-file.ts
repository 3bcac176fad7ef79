/**
 * The road graph's file (data/roads/national-highways.graph.bin), read in place: every array is a typed-array
 * view of the file's own bytes, so loading is one read and the bytes can sit in a SharedArrayBuffer that a
 * worker thread views too. Layout, all little-endian (docs/road-graph.md, "File format"):
 *
 *   [spatial index]   kdbush's own serialised form, first, so KDBush.from() takes the file's buffer as it is
 *   [header]          'EVRG', format version (u32), JSON length (u32), the JSON header (sections, counts, meta)
 *   [sections]        each 8-byte aligned, at the offsets the header gives
 *   [trailer]         the header's byte offset (u32), 'EVRG'
 */

export const GRAPH_FILE_NAME = 'national-highways.graph.bin';
export const GRAPH_FORMAT_VERSION = 3;
const MAGIC = 0x47525645; // 'EVRG' read as a little-endian u32

/** The typed arrays of the graph, by section name. Coordinates are integer degrees × 100,000. */
export const SECTION_TYPES = {
  /** Per node: position. */
  nodeX: Int32Array,
  nodeY: Int32Array,
  /** Per node: its connected piece (0 is the largest by km). */
  nodePiece: Uint32Array,
  /** Per node n: its edges are adjEdge[adjStart[n] .. adjStart[n + 1]] (loops left out). */
  adjStart: Uint32Array,
  adjEdge: Uint32Array,
  /** Per edge: its end nodes and its length in decimetres, rounded up. */
  edgeFrom: Uint32Array,
  edgeTo: Uint32Array,
  edgeDm: Uint32Array,
  /** Per edge: EDGE_ROAD, or EDGE_LINK for an estimated link between pieces the data leaves apart. */
  edgeKind: Uint8Array,
  /** Per edge e (and one more): where its geometry starts in geomBytes, and its first segment's index. */
  geomStart: Uint32Array,
  segStart: Uint32Array,
  /** Each edge's points after its first (its from-node), as zig-zag varint differences from the point before. */
  geomBytes: Uint8Array,
  /** Per segment: how much the road turns around it, in units of TURN_UNIT degrees per km (capped at 255). */
  segTurn: Uint8Array,
  /** Per node: ground height in metres (GMTED2010, bilinear), NO_HEIGHT where the grid has none. */
  nodeZ: Int16Array,
  /**
   * Per segment, in its drawn direction: metres climbed and descended × 10 (decimetres), read along the road every
   * HEIGHT_SAMPLE_METRES at most (scripts/roads/height-grid.ts); SEG_NO_HEIGHT in segUp where the grid has none.
   */
  segUp: Uint16Array,
  segDown: Uint16Array,
  /** Per edge from its from-node to its to-node: decimetres climbed and descended (EDGE_NO_HEIGHT: some have none). */
  edgeUp: Uint32Array,
  edgeDown: Uint32Array,
  /** Per spatial-index item (a stretch of at most SNAP_CHUNK_KM of one edge): the edge and its first segment. */
  snapEdge: Uint32Array,
  snapSeg: Uint32Array,
} as const;

export type SectionName = keyof typeof SECTION_TYPES;
type ArrayOf<T> = T extends Int32ArrayConstructor
  ? Int32Array<ArrayBufferLike>
  : T extends Uint32ArrayConstructor
    ? Uint32Array<ArrayBufferLike>
    : T extends Int16ArrayConstructor
      ? Int16Array<ArrayBufferLike>
      : T extends Uint16ArrayConstructor
        ? Uint16Array<ArrayBufferLike>
        : Uint8Array<ArrayBufferLike>;
export type GraphArrays = { [K in SectionName]: ArrayOf<(typeof SECTION_TYPES)[K]> };

export const EDGE_ROAD = 0;
export const EDGE_LINK = 1;

/** nodeZ where the height grid has no data. */
export const NO_HEIGHT = -32768;
/** segUp where the height grid has no data for the segment (segDown is then 0). */
export const SEG_NO_HEIGHT = 0xffff;
/** edgeUp where some segment of the edge has no height. */
export const EDGE_NO_HEIGHT = 0xffffffff;

/** Degrees per km of turning per unit of segTurn. */
export const TURN_UNIT = 4;
/** Longest stretch of road one spatial-index item stands for (km along the road from its point). */
export const SNAP_CHUNK_KM = 3;

export interface GraphHeader {
  format: 'ev-india-road-graph';
  version: number;
  nodes: number;
  edges: number;
  segments: number;
  /** Byte offset and element count of each section. */
  sections: Record<SectionName, { offset: number; length: number }>;
  /** Byte length of the kdbush blob at the start of the file. */
  spatialBytes: number;
  /** Where the data came from and how it was built: written into the file, shown by the import's report. */
  meta: Record<string, unknown>;
}

const align8 = (n: number) => (n + 7) & ~7;

/** Writes the file: the spatial index blob, then the header and the sections in SECTION_TYPES order. */
export function encodeGraphFile(
  spatial: ArrayBufferLike,
  arrays: GraphArrays,
  meta: Record<string, unknown>,
  counts: { nodes: number; edges: number; segments: number },
): Uint8Array {
  const names = Object.keys(SECTION_TYPES) as SectionName[];
  const headerAt = align8(spatial.byteLength);
  const sections = {} as GraphHeader['sections'];
  const draft: GraphHeader = {
    format: 'ev-india-road-graph',
    version: GRAPH_FORMAT_VERSION,
    ...counts,
    sections,
    spatialBytes: spatial.byteLength,
    meta,
  };
  // The header's length depends on the offsets it lists: lay the sections out after a header of a fixed size.
  let headerJson = '';
  for (let reserve = 4096; ; reserve *= 2) {
    let at = align8(headerAt + 12 + reserve);
    for (const name of names) {
      sections[name] = { offset: at, length: arrays[name].length };
      at = align8(at + arrays[name].byteLength);
    }
    headerJson = JSON.stringify(draft);
    if (new TextEncoder().encode(headerJson).length <= reserve) break;
  }
  const last = names[names.length - 1]!;
  const end = align8(sections[last].offset + arrays[last].byteLength);
  const out = new Uint8Array(end + 8);
  out.set(new Uint8Array(spatial as ArrayBuffer), 0);
  const view = new DataView(out.buffer);
  const json = new TextEncoder().encode(headerJson);
  view.setUint32(headerAt, MAGIC, true);
  view.setUint32(headerAt + 4, GRAPH_FORMAT_VERSION, true);
  view.setUint32(headerAt + 8, json.length, true);
  out.set(json, headerAt + 12);
  for (const name of names)
    out.set(
      new Uint8Array(arrays[name].buffer, arrays[name].byteOffset, arrays[name].byteLength),
      sections[name].offset,
    );
  view.setUint32(end, headerAt, true);
  view.setUint32(end + 4, MAGIC, true);
  return out;
}

/** The header and typed-array views over a file's bytes (an ArrayBuffer or SharedArrayBuffer holding the file from offset 0). */
export function decodeGraphFile(
  buffer: ArrayBufferLike,
  byteLength = buffer.byteLength,
): { header: GraphHeader; arrays: GraphArrays } {
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1)
    throw new Error('road graph: this machine is big-endian; the file is little-endian');
  if (byteLength < 8) throw new Error('road graph: the file is too short');
  const view = new DataView(buffer, 0, byteLength);
  if (view.getUint32(byteLength - 4, true) !== MAGIC) throw new Error('road graph: not a road graph file (no trailer)');
  const headerAt = view.getUint32(byteLength - 8, true);
  if (view.getUint32(headerAt, true) !== MAGIC) throw new Error('road graph: no header where the trailer points');
  const version = view.getUint32(headerAt + 4, true);
  if (version !== GRAPH_FORMAT_VERSION)
    throw new Error(
      `road graph: format version ${version}, this code reads ${GRAPH_FORMAT_VERSION}; run npm run roads:import`,
    );
  const jsonLength = view.getUint32(headerAt + 8, true);
  const header = JSON.parse(
    new TextDecoder().decode(new Uint8Array(buffer, headerAt + 12, jsonLength).slice()),
  ) as GraphHeader;
  const arrays = {} as Record<SectionName, unknown>;
  for (const name of Object.keys(SECTION_TYPES) as SectionName[]) {
    const section = header.sections[name];
    if (!section) throw new Error(`road graph: no section ${name}`);
    const Type = SECTION_TYPES[name];
    if (section.offset + section.length * Type.BYTES_PER_ELEMENT > byteLength)
      throw new Error(`road graph: section ${name} runs past the end of the file`);
    arrays[name] = new Type(buffer as ArrayBuffer, section.offset, section.length);
  }
  return { header, arrays: arrays as GraphArrays };
}

/** Appends v as a zig-zag varint. */
export function pushVarint(out: number[], v: number): void {
  let z = v < 0 ? -2 * v - 1 : 2 * v;
  while (z >= 0x80) {
    out.push((z & 0x7f) | 0x80);
    z = Math.floor(z / 0x80);
  }
  out.push(z);
}
