import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buyEn } from '../i18n/areas/buy.en.ts';
import { buyHi } from '../i18n/areas/buy.hi.ts';
import { createTranslator } from '../i18n/translator.ts';
import { specValueKey } from './spec-values.ts';

/** Every value of `fields` anywhere in the catalogue's files. */
function valuesOf(fields: readonly string[]): Array<[string, string]> {
  const found = new Map<string, [string, string]>();
  const walk = (node: unknown, field: string) => {
    if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, key);
    else if (typeof node === 'string' && node.trim() && fields.includes(field))
      found.set(`${field}:${node}`, [field, node]);
  };
  for (const type of ['car', 'bike', 'scooter']) {
    for (const file of [`data/catalogue/${type}.json`, `data/catalogue/${type}-details.json`])
      walk(JSON.parse(fs.readFileSync(file, 'utf8')), '');
  }
  return [...found.values()];
}

describe('the catalogue’s closed lists, worded in the reader’s language (issue 18)', () => {
  const closed = [
    'fuel_type',
    'body_type',
    'group_body_type',
    'transmission_type',
    'front_brake_type',
    'rear_brake_type',
  ];
  const english = createTranslator([buyEn]);
  const hindi = createTranslator([buyHi], 'hi');

  it('has every value the data holds, in the data’s own words in English and in Hindi', () => {
    const values = valuesOf(closed);
    expect(values.length).toBeGreaterThan(20);
    for (const [field, value] of values) {
      const key = specValueKey(field, value);
      expect(key, `${field}: ${value}`).toBeDefined();
      expect(english.t(key!), key).toBe(value);
      expect(hindi.t(key!), key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('leaves free text, empty values and figures alone', () => {
    expect(specValueKey('front_suspension', 'Telescopic Forks')).toBeUndefined();
    expect(specValueKey('maximum_torque', '215 Nm')).toBeUndefined();
    expect(specValueKey('fuel_type', '  ')).toBeUndefined();
    expect(specValueKey('fuel_type', null)).toBeUndefined();
    expect(specValueKey('seating_capacity', 5)).toBeUndefined();
    expect(specValueKey('transmission_type', 'Manual (4-speed)')).toBe('buy.values.transmission.manual_4_speed');
  });
});
