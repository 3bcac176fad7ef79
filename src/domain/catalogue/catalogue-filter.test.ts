import { describe, expect, it } from 'vitest';
import {
  appliedCount,
  applyFilter,
  brandsOf,
  emptyFilter,
  filterCatalogue,
  hasUnappliedChanges,
  resetFilter,
  setPriceValue,
  toggleBrand,
  withBrands,
} from './catalogue-filter.ts';
import { entry } from './test-entries.ts';

const scooters = [
  entry({ make: 'Ather', model: '450X', ex_showroom_price: 126000 }, 'scooter'),
  entry({ make: 'Okinawa', model: 'Ridge', ex_showroom_price: 67500 }, 'scooter'),
  entry({ make: 'Ather', model: 'Rizta', ex_showroom_price: 110000 }, 'scooter'),
  entry({ make: 'Avon', model: 'E Lite', ex_showroom_price: 25000 }, 'scooter'),
  entry({ make: 'Bajaj', model: 'Chetak', ex_showroom_price: null }, 'scooter'),
];
const models = (rows: typeof scooters) => rows.map((row) => row.model);

describe('the per-type filter state', () => {
  it('starts with every brand unticked and the full price range, labelled per type', () => {
    const filter = emptyFilter('scooter', brandsOf(scooters));
    expect(filter.brands.map((brand) => brand.name)).toEqual(['Ather', 'Avon', 'Bajaj', 'Okinawa']);
    expect(filter.brands.every((brand) => !brand.isChecked && !brand.isFilterApplied)).toBe(true);
    expect(filter.price).toEqual({ range: [0, 2000], value: [0, 2000], step: 1, label: 'K', isFilterApplied: false });
    expect(emptyFilter('car').price.label).toBe('Lacs');
  });

  it('a tick is a draft until applied', () => {
    const filter = emptyFilter('scooter', ['Ather', 'Avon']);
    const draft = toggleBrand(filter, 'Avon', true);
    expect(draft.brands.find((brand) => brand.name === 'Avon')).toEqual({
      name: 'Avon',
      isChecked: true,
      isFilterApplied: false,
    });
    expect(hasUnappliedChanges(draft, filter)).toBe(true);
    expect(filterCatalogue(scooters, 'scooter', draft)).toHaveLength(5);

    const applied = applyFilter(draft);
    expect(applied.brands.find((brand) => brand.name === 'Avon')?.isFilterApplied).toBe(true);
    expect(hasUnappliedChanges(applied, applied)).toBe(false);
    expect(models(filterCatalogue(scooters, 'scooter', applied))).toEqual(['E Lite']);
    expect(appliedCount(applied)).toBe(1);
  });

  it('applies a price range only when it leaves the full slider, and drops rows without a price then', () => {
    const full = applyFilter(emptyFilter('scooter', brandsOf(scooters)));
    expect(full.price.isFilterApplied).toBe(false);
    expect(filterCatalogue(scooters, 'scooter', full)).toHaveLength(5);

    const ranged = applyFilter(setPriceValue(full, [60, 130]));
    expect(ranged.price.isFilterApplied).toBe(true);
    expect(models(filterCatalogue(scooters, 'scooter', ranged))).toEqual(['450X', 'Ridge', 'Rizta']);
  });

  it('combines brands and price', () => {
    const filter = applyFilter(
      setPriceValue(toggleBrand(emptyFilter('scooter', brandsOf(scooters)), 'Ather', true), [120, 2000]),
    );
    expect(models(filterCatalogue(scooters, 'scooter', filter))).toEqual(['450X']);
    expect(appliedCount(filter)).toBe(2);
  });

  it('reset clears brands and price', () => {
    const applied = applyFilter(setPriceValue(toggleBrand(emptyFilter('scooter', ['Ather']), 'Ather', true), [1, 50]));
    const reset = resetFilter(applied);
    expect(reset.brands[0]).toEqual({ name: 'Ather', isChecked: false, isFilterApplied: false });
    expect(reset.price.value).toEqual([0, 2000]);
    expect(reset.price.isFilterApplied).toBe(false);
    expect(filterCatalogue(scooters, 'scooter', reset)).toHaveLength(5);
  });

  it('notices a moved slider as an unapplied change', () => {
    const filter = emptyFilter('car', ['Tata']);
    expect(hasUnappliedChanges(setPriceValue(filter, [0, 1999]), filter)).toBe(true);
    expect(hasUnappliedChanges(setPriceValue(filter, [0, 2000]), filter)).toBe(false);
  });

  it('keeps ticks of brands still listed when the brand list changes', () => {
    const filter = applyFilter(toggleBrand(emptyFilter('car', ['Tata', 'MG']), 'Tata', true));
    const next = withBrands(filter, ['BMW', 'Tata']);
    expect(next.brands).toEqual([
      { name: 'BMW', isChecked: false, isFilterApplied: false },
      { name: 'Tata', isChecked: true, isFilterApplied: true },
    ]);
  });
});
