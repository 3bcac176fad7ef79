import type { Rgba } from './png.ts';
import { draw, parseSvg } from './rasterize.ts';

/**
 * The web app manifest's icons, drawn from the favicon (src/web/public/favicon.svg, the brand
 * mark): 'any' icons are the round mark on a transparent square; the maskable one fills the whole
 * square with the mark's own circle colour and keeps the leaf and the bolt inside the safe zone
 * (the centre circle of radius 40%, which every launcher mask leaves whole).
 */
export interface AppIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** Where the icons are written and served from (/icons/… in the built app). */
export const ICONS_DIR = 'src/web/public/icons';

/** Radius of the maskable safe zone, as a fraction of the icon's size. */
export const SAFE_ZONE_RADIUS = 0.4;

export function renderIcon(svg: string, icon: AppIcon): Rgba {
  const { width, height, shapes } = parseSvg(svg);
  if (width !== height) throw new Error('the mark must be square');
  const scale = icon.size / width;
  if (icon.purpose === 'any') return draw(shapes, icon.size, scale, 0);
  // The first shape is the mark's background circle: the maskable icon's background instead.
  const [circle, ...art] = shapes;
  if (!circle) throw new Error('the mark has no shapes');
  return draw(art, icon.size, scale, 0, circle.fill);
}
