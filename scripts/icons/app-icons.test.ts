import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, ICONS_DIR, renderIcon, SAFE_ZONE_RADIUS } from './app-icons.ts';
import { crc32, decodePng, encodePng } from './png.ts';
import { draw, parseSvg, pathOutlines } from './rasterize.ts';

const favicon = fs.readFileSync(path.resolve('src/web/public/favicon.svg'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.resolve('src/web/public/manifest.webmanifest'), 'utf8')) as {
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

describe('the PNG writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes RGBA that reads back byte for byte', () => {
    const image = { width: 3, height: 2, data: Uint8Array.from({ length: 24 }, (_, i) => (i * 37) % 256) };
    const file = encodePng(image);
    expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(decodePng(file)).toEqual(image);
  });
});

describe('the rasteriser', () => {
  it('reads relative and absolute commands, curves flattened', () => {
    expect(pathOutlines('M1 1h2v2H1z')).toEqual([
      [
        [1, 1],
        [3, 1],
        [3, 3],
        [1, 3],
      ],
    ]);
    const [leaf] = pathOutlines('M12 34c0-13 8-21 25-22-1 16-10 23-25 22z');
    expect(leaf?.at(-1)).toEqual([12, 34]);
    expect(leaf).toContainEqual([37, 12]);
  });

  it('covers whole pixels fully, half pixels half, and nothing outside', () => {
    const image = draw([{ fill: [255, 0, 0], outlines: pathOutlines('M1 0H2.5V4H1z') }], 4, 1, 0);
    const alpha = (x: number, y: number) => image.data[(y * 4 + x) * 4 + 3];
    expect(alpha(1, 1)).toBe(255);
    expect(alpha(2, 1)).toBe(128);
    expect(alpha(0, 1)).toBe(0);
    expect(alpha(3, 1)).toBe(0);
    expect([...image.data.subarray((1 * 4 + 1) * 4, (1 * 4 + 1) * 4 + 3)]).toEqual([255, 0, 0]);
  });

  it('refuses what it cannot draw', () => {
    expect(() => parseSvg('<svg viewBox="0 0 4 4"><rect width="4" height="4" fill="#000000"/></svg>')).toThrow(/rect/);
    expect(() => pathOutlines('M0 0Q1 1 2 2z')).toThrow(/Q/);
  });
});

describe('the app icons', () => {
  it.each(APP_ICONS)('$file is what `npm run icons` draws from the favicon, at its size', (icon) => {
    const committed = decodePng(fs.readFileSync(path.join(ICONS_DIR, icon.file)));
    expect(committed.width).toBe(icon.size);
    expect(committed.height).toBe(icon.size);
    expect(Buffer.from(committed.data).equals(Buffer.from(renderIcon(favicon, icon).data)), 'run npm run icons').toBe(
      true,
    );
  });

  it.each(APP_ICONS.filter((icon) => icon.purpose === 'maskable'))(
    '$file fills its square and keeps the mark inside the safe zone',
    (icon) => {
      const { data, width } = renderIcon(favicon, icon);
      const at = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
      const background = at(0, 0);
      expect(background).toEqual([0x11, 0x51, 0x73, 255]);
      let drawn = 0;
      let outside = 0;
      let seeThrough = 0;
      for (let y = 0; y < width; y++) {
        for (let x = 0; x < width; x++) {
          const pixel = at(x, y);
          if (pixel[3] !== 255) seeThrough++;
          if (pixel.join() === background.join()) continue;
          drawn++;
          if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - width / 2) / width > SAFE_ZONE_RADIUS) outside++;
        }
      }
      expect({ outside, seeThrough }).toEqual({ outside: 0, seeThrough: 0 });
      expect(drawn).toBeGreaterThan(width * width * 0.1);
    },
  );

  it('are all in the manifest with their size and purpose', () => {
    for (const icon of APP_ICONS) {
      expect(manifest.icons).toContainEqual({
        src: `/icons/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      });
    }
  });
});
