import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vehicleTypes, type CatalogueList, type VehicleType } from './catalogue-entry.ts';
import { costFinderPresets, MONTHLY_KM_OPTIONS, resolvePreset, variantsOfModel } from './cost-finder-presets.ts';
import { entry } from './test-entries.ts';

const bundled = (type: VehicleType) =>
  (JSON.parse(fs.readFileSync(path.resolve('data/catalogue', `${type}.json`), 'utf8')) as CatalogueList).data.products;

describe('cost-finder presets', () => {
  it('has four car presets and three each for bikes and scooters, with the spec km options', () => {
    expect(costFinderPresets.car).toHaveLength(4);
    expect(costFinderPresets.bike).toHaveLength(3);
    expect(costFinderPresets.scooter).toHaveLength(3);
    for (const type of vehicleTypes)
      for (const preset of costFinderPresets[type]) expect(preset.kms).toEqual([500, 1000, 1500, 2000]);
    expect(MONTHLY_KM_OPTIONS).toEqual([500, 1000, 1500, 2000]);
  });

  it.each(vehicleTypes)('every %s preset names a priced model of the bundled catalogue', (type) => {
    const list = bundled(type);
    for (const preset of costFinderPresets[type]) {
      const found = resolvePreset(list, preset);
      expect(found, preset.value).not.toBeNull();
      expect(found!.ex_showroom_price, preset.value).toEqual(expect.any(Number));
    }
  });

  it('resolves the Tata Nexon EV to its cheapest variant', () => {
    const nexon = resolvePreset(bundled('car'), costFinderPresets.car[0]!);
    expect(nexon?.product_title).toMatch(/^Tata Nexon EV /);
    const prices = bundled('car')
      .filter((row) => row.make === 'Tata' && row.model === 'Nexon EV')
      .map((row) => row.ex_showroom_price ?? Infinity);
    expect(nexon?.ex_showroom_price).toBe(Math.min(...prices));
  });

  it('prefers a priced variant and lists variants cheapest first, unpriced last', () => {
    const rows = [
      entry({ make: 'MG', model: 'ZS EV', trim: 'Top', ex_showroom_price: 2740000 }),
      entry({ make: 'MG', model: 'ZS EV', trim: 'Unknown', ex_showroom_price: null }),
      entry({ make: 'MG', model: 'ZS EV', trim: 'Base', ex_showroom_price: 2338000 }),
      entry({ make: 'MG', model: 'Comet EV', trim: 'Base', ex_showroom_price: 699000 }),
    ];
    expect(resolvePreset(rows, { value: 'mg zs ev' })?.trim).toBe('Base');
    expect(variantsOfModel(rows, 'MG ZS EV').map((row) => row.trim)).toEqual(['Base', 'Top', 'Unknown']);
    expect(resolvePreset(rows, { value: 'Tata Nexon EV' })).toBeNull();
  });
});
