import type { Rgba } from './png.ts';

/**
 * Draws the small SVG subset the app's mark is written in (<circle> and <path> with M, L, H, V, C
 * and Z, absolute or relative, solid #rrggbb fills, nonzero winding) into RGBA pixels, antialiased:
 * 16 sub-rows per pixel row, each span's horizontal coverage counted exactly. Enough for the
 * favicon; anything outside the subset is refused rather than drawn wrong.
 */
export type Point = readonly [number, number];
export interface Shape {
  fill: readonly [number, number, number];
  /** Closed outlines in the SVG's own units. */
  outlines: Point[][];
}

const SUB_ROWS = 16;
const CURVE_STEPS = 32;
const CIRCLE_STEPS = 256;

function colour(fill: string | undefined): Shape['fill'] {
  const hex = /^#([0-9a-f]{6})$/i.exec(fill ?? '');
  if (!hex?.[1]) throw new Error(`only #rrggbb fills are drawn, not ${fill}`);
  const value = parseInt(hex[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1] as string, m[2] as string]));
}

/** A path's d attribute as closed outlines (curves flattened). */
export function pathOutlines(d: string): Point[][] {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const outlines: Point[][] = [];
  let current: Point[] = [];
  let x = 0;
  let y = 0;
  let command = '';
  let i = 0;
  const num = () => {
    const token = tokens[i++];
    if (token === undefined || /[a-z]/i.test(token)) throw new Error(`path ${d}: a number is missing`);
    return Number(token);
  };
  const close = () => {
    if (current.length > 2) outlines.push(current);
    current = [];
  };
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/[a-z]/i.test(token)) {
      command = token;
      i++;
    } else if (!command || /[Zz]/.test(command)) {
      throw new Error(`path ${d}: a number without a command`);
    }
    const relative = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (command.toUpperCase()) {
      case 'M':
        close();
        x = ox + num();
        y = oy + num();
        current.push([x, y]);
        // Further pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        break;
      case 'L':
        x = ox + num();
        y = oy + num();
        current.push([x, y]);
        break;
      case 'H':
        x = ox + num();
        current.push([x, y]);
        break;
      case 'V':
        y = oy + num();
        current.push([x, y]);
        break;
      case 'C': {
        const [x1, y1, x2, y2, x3, y3] = [ox + num(), oy + num(), ox + num(), oy + num(), ox + num(), oy + num()];
        const [x0, y0] = [x, y];
        for (let step = 1; step <= CURVE_STEPS; step++) {
          const t = step / CURVE_STEPS;
          const u = 1 - t;
          current.push([
            u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
            u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
          ]);
        }
        [x, y] = [x3, y3];
        break;
      }
      case 'Z': {
        const start = current[0];
        close();
        if (start) [x, y] = start;
        break;
      }
      default:
        throw new Error(`path ${d}: command ${command} is not drawn`);
    }
  }
  close();
  return outlines;
}

function circleOutline(cx: number, cy: number, r: number): Point[] {
  return Array.from({ length: CIRCLE_STEPS }, (_, k) => {
    const angle = (2 * Math.PI * k) / CIRCLE_STEPS;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
}

/** The shapes of an SVG in document order, and its viewBox size. */
export function parseSvg(svg: string): { width: number; height: number; shapes: Shape[] } {
  const viewBox = (attributes(/<svg[^>]*>/.exec(svg)?.[0] ?? '').viewBox ?? '').split(/[\s,]+/).map(Number);
  if (viewBox.length !== 4 || viewBox[0] !== 0 || viewBox[1] !== 0)
    throw new Error('the SVG needs a viewBox starting at 0 0');
  const shapes: Shape[] = [];
  for (const [tag, name] of svg.matchAll(/<(circle|path|rect|ellipse|polygon|g|line|polyline|text|use)\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (name === 'circle')
      shapes.push({
        fill: colour(attrs.fill),
        outlines: [circleOutline(Number(attrs.cx), Number(attrs.cy), Number(attrs.r))],
      });
    else if (name === 'path') shapes.push({ fill: colour(attrs.fill), outlines: pathOutlines(attrs.d ?? '') });
    else throw new Error(`<${name}> is not drawn`);
  }
  return { width: viewBox[2] as number, height: viewBox[3] as number, shapes };
}

/** Fraction of each pixel inside the outlines (nonzero rule), 0 to 1. */
function coverage(outlines: Point[][], width: number, height: number): Float32Array {
  const edges = outlines
    .flatMap((outline) => outline.map((from, k) => [from, outline[(k + 1) % outline.length] as Point] as const))
    .filter(([a, b]) => a[1] !== b[1]);
  const cover = new Float32Array(width * height);
  const crossings: Array<{ x: number; dir: number }> = [];
  for (let row = 0; row < height; row++) {
    for (let sub = 0; sub < SUB_ROWS; sub++) {
      const y = row + (sub + 0.5) / SUB_ROWS;
      crossings.length = 0;
      for (const [[x0, y0], [x1, y1]] of edges) {
        if ((y0 <= y && y < y1) || (y1 <= y && y < y0))
          crossings.push({ x: x0 + ((y - y0) * (x1 - x0)) / (y1 - y0), dir: y1 > y0 ? 1 : -1 });
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      let start = 0;
      for (const crossing of crossings) {
        const before = winding;
        winding += crossing.dir;
        if (before === 0 && winding !== 0) start = crossing.x;
        if (before !== 0 && winding === 0) {
          const from = Math.max(0, start);
          const to = Math.min(width, crossing.x);
          for (let px = Math.floor(from); px < Math.ceil(to); px++) {
            cover[row * width + px]! += (Math.min(to, px + 1) - Math.max(from, px)) / SUB_ROWS;
          }
        }
      }
    }
  }
  return cover;
}

/**
 * Draws `shapes` (in SVG units) on a size × size canvas: each point (x, y) lands at
 * (offset + x × scale, offset + y × scale). `background` fills the whole canvas first.
 */
export function draw(shapes: Shape[], size: number, scale: number, offset: number, background?: Shape['fill']): Rgba {
  // Premultiplied colour while drawing, straight alpha in the result.
  const premultiplied = new Float32Array(size * size * 4);
  if (background)
    for (let p = 0; p < size * size; p++) premultiplied.set([background[0], background[1], background[2], 255], p * 4);
  for (const shape of shapes) {
    const placed = shape.outlines.map((outline) =>
      outline.map(([x, y]) => [offset + x * scale, offset + y * scale] as const),
    );
    const cover = coverage(placed, size, size);
    for (let p = 0; p < size * size; p++) {
      const a = Math.min(1, cover[p] as number);
      if (a === 0) continue;
      for (let c = 0; c < 3; c++)
        premultiplied[p * 4 + c] = (shape.fill[c] as number) * a + (premultiplied[p * 4 + c] as number) * (1 - a);
      premultiplied[p * 4 + 3] = 255 * a + (premultiplied[p * 4 + 3] as number) * (1 - a);
    }
  }
  const data = new Uint8Array(size * size * 4);
  for (let p = 0; p < size * size; p++) {
    const alpha = premultiplied[p * 4 + 3] as number;
    if (alpha === 0) continue;
    for (let c = 0; c < 3; c++)
      data[p * 4 + c] = Math.min(255, Math.round(((premultiplied[p * 4 + c] as number) * 255) / alpha));
    data[p * 4 + 3] = Math.round(alpha);
  }
  return { width: size, height: size, data };
}
