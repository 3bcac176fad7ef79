import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text.ts';

type Listed = { make: string; model: string; trim: string };
const names = (['car', 'bike', 'scooter'] as const).flatMap((type) => {
  const file = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, `../../../data/catalogue/${type}.json`), 'utf8'),
  ) as {
    data: { products: Listed[] };
  };
  return file.data.products.flatMap((p) => [p.make, p.model, p.trim]);
});
const sign = (n: number) => Math.sign(n);

describe('compareText', () => {
  it('orders every make, model and trim of the catalogue as Intl.Collator does', () => {
    const base = new Intl.Collator('en', { sensitivity: 'base' });
    const numeric = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const unique = [...new Set(names)];
    expect(unique.length).toBeGreaterThan(100);
    expect([...unique].sort((a, b) => compareText(a, b))).toEqual([...unique].sort(base.compare));
    expect([...unique].sort((a, b) => compareText(a, b, { numeric: true }))).toEqual([...unique].sort(numeric.compare));
  });

  it('ignores case and accents, and reads digit runs as numbers when asked', () => {
    expect(compareText('Ather', 'ather')).toBe(0);
    expect(compareText('Škoda', 'skoda')).toBe(0);
    expect(compareText('S1 X 2kWh', 'S1 X 10kWh', { numeric: true })).toBe(-1);
    expect(compareText('S1 X 2kWh', 'S1 X 10kWh')).toBe(1);
    expect(compareText('Model 007', 'Model 7', { numeric: true })).toBe(0);
    expect(compareText('EV', 'EV Max')).toBe(-1);
    expect(compareText('e-Sprinto', 'eSprinto')).toBe(
      sign(new Intl.Collator('en', { sensitivity: 'base' }).compare('e-Sprinto', 'eSprinto')),
    );
  });
});
