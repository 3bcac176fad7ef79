import zlib from 'node:zlib';

/**
 * A minimal PNG writer and reader for the app's icons (8-bit RGBA, no interlace, filter 0 on
 * every row): enough to write what scripts/icons/rasterize.ts draws, and to read it back in tests.
 * No image package is installed here, and none is needed for three icons.
 */
export interface Rgba {
  width: number;
  height: number;
  /** width × height × 4 bytes, rows top to bottom, straight (not premultiplied) alpha. */
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG (and zlib) computes it. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

export function encodePng(image: Rgba): Buffer {
  const { width, height, data } = image;
  if (data.length !== width * height * 4)
    throw new Error(`expected ${width * height * 4} bytes of RGBA, got ${data.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type, 0 (none).
    rows.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Reads a PNG that encodePng wrote (RGBA, 8 bits, filter 0); anything else is refused. */
export function decodePng(file: Buffer): Rgba {
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (file.readUInt32BE(offset + 8 + length) !== crc32(file.subarray(offset + 4, offset + 8 + length)))
      throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error('only 8-bit RGBA without interlace');
    }
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const rows = zlib.inflateSync(Buffer.concat(idat));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 4 + 1);
    if (rows[start] !== 0) throw new Error('only filter type 0');
    data.set(rows.subarray(start + 1, start + 1 + width * 4), y * width * 4);
  }
  return { width, height, data };
}
