import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_SCRIPTS } from '../domain/i18n/scripts.ts';
import { LANGUAGES } from '../domain/i18n/languages.ts';

const css = fs.readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face \{([\s\S]*?)\}/g)].map(([, body = '']) => ({
  family: /font-family: '([^']+)'/.exec(body)?.[1],
  weight: /font-weight: (\d+)/.exec(body)?.[1],
  display: /font-display: (\w+)/.exec(body)?.[1],
  locals: [...body.matchAll(/local\('([^']+)'\)/g)].map((m) => m[1]),
  url: /url\('([^']+)'\)/.exec(body)?.[1] ?? '',
  ranges: /unicode-range: ([^;]+);/.exec(body)?.[1]?.split(',') ?? [],
}));

/** 'U+0B82-0BFA' → [0x0b82, 0x0bfa]. */
const span = (range: string) => {
  const [from = '', to] = range.replace('U+', '').split('-');
  return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
};
const within = (range: string, ranges: readonly string[]) => {
  const [from, to] = span(range);
  return ranges.some((outer) => {
    const [a, b] = span(outer);
    return a <= from && to <= b;
  });
};

describe('the Indian scripts’ fonts (issue 41)', () => {
  it('give every language’s script a face in 400 and 600, the phone’s own font first, with swap', () => {
    const scripts = new Set(Object.values(LANGUAGE_SCRIPTS).filter((script) => script !== 'Latin'));
    for (const script of scripts) {
      const own = faces.filter((face) => face.family === `EV ${script}`);
      expect(own.map((face) => face.weight).toSorted(), script).toEqual(['400', '600']);
      for (const face of own) {
        expect(face.display).toBe('swap');
        expect(face.locals[0]).toMatch(new RegExp(`^Noto Sans ${script}`));
      }
    }
    expect(faces).toHaveLength(scripts.size * 2);
    expect(LANGUAGES.length).toBe(9);
  });

  it('fall back to a woff2 of the @fontsource package whose own unicode-range holds the face’s', () => {
    for (const face of faces) {
      const file = path.resolve(import.meta.dirname, face.url);
      expect(fs.existsSync(file), face.url).toBe(true);
      expect(face.url).toMatch(/\.woff2$/);
      const [, pkg = '', subset = '', weight = ''] =
        /@fontsource\/(noto-sans-[a-z]+)\/files\/noto-sans-[a-z]+-([a-z]+)-(\d+)-normal\.woff2$/.exec(face.url) ?? [];
      const source = fs.readFileSync(path.resolve(file, `../../${weight}.css`), 'utf8');
      const rule = new RegExp(`/\\* ${pkg}-${subset}-${weight}-normal \\*/[\\s\\S]*?unicode-range: ([^;]+);`).exec(
        source,
      );
      const ranges = rule?.[1]?.split(',') ?? [];
      expect(ranges.length, face.url).toBeGreaterThan(0);
      for (const range of face.ranges) expect(within(range, ranges), `${face.url} ${range}`).toBe(true);
    }
  });

  it('never claim the rupee sign or Latin letters, which the phone’s own fonts draw', () => {
    for (const face of faces)
      for (const range of face.ranges) {
        const [from, to] = span(range);
        expect(from > 0x24f && !(from <= 0x20b9 && 0x20b9 <= to), range).toBe(true);
      }
  });
});
