import { compareText } from '../text/compare-text.ts';
import type { CatalogueEntry, VehicleType } from './catalogue-entry.ts';
import {
  clampPriceRange,
  FULL_PRICE_RANGE,
  isPriceRangeApplied,
  priceInRange,
  PRICE_SLIDER_STEP,
  priceUnit,
  type PriceRange,
} from './price-filter.ts';

/**
 * The per-type filter of spec section 3: brands (name, isChecked, isFilterApplied) and price
 * (range, value, step, label, isFilterApplied). The panel edits a draft copy; Apply makes the
 * draft the applied filter, Discard Changes goes back to the applied one.
 */
export interface BrandFilter {
  name: string;
  isChecked: boolean;
  /** Whether this brand's tick is part of the applied filter. */
  isFilterApplied: boolean;
}

export interface PriceFilter {
  /** The slider's bounds in units. */
  range: PriceRange;
  /** The chosen [low, high] in units. */
  value: PriceRange;
  step: number;
  /** 'Lacs' for cars, 'K' for bikes and scooters. */
  label: string;
  isFilterApplied: boolean;
}

export interface TypeFilter {
  brands: BrandFilter[];
  price: PriceFilter;
}

export type CatalogueFilters = Record<VehicleType, TypeFilter>;

/** The brands of a list, each once, A to Z. */
export function brandsOf(entries: readonly CatalogueEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.make))].sort((a, b) => compareText(a, b));
}

/** Nothing ticked, the full price range. */
export function emptyFilter(type: VehicleType, brands: readonly string[] = []): TypeFilter {
  return {
    brands: brands.map((name) => ({ name, isChecked: false, isFilterApplied: false })),
    price: {
      range: FULL_PRICE_RANGE,
      value: FULL_PRICE_RANGE,
      step: PRICE_SLIDER_STEP,
      label: priceUnit(type).label,
      isFilterApplied: false,
    },
  };
}

/** Brings a filter in line with a (new) brand list, keeping the ticks of brands still present. */
export function withBrands(filter: TypeFilter, brands: readonly string[]): TypeFilter {
  const ticked = new Map(filter.brands.map((brand) => [brand.name, brand]));
  return {
    ...filter,
    brands: brands.map((name) => ticked.get(name) ?? { name, isChecked: false, isFilterApplied: false }),
  };
}

export function toggleBrand(filter: TypeFilter, name: string, isChecked: boolean): TypeFilter {
  return { ...filter, brands: filter.brands.map((brand) => (brand.name === name ? { ...brand, isChecked } : brand)) };
}

export function setPriceValue(filter: TypeFilter, value: readonly number[]): TypeFilter {
  return { ...filter, price: { ...filter.price, value: clampPriceRange(value) } };
}

/** Apply: what is ticked and chosen becomes the applied filter. */
export function applyFilter(filter: TypeFilter): TypeFilter {
  return {
    brands: filter.brands.map((brand) => ({ ...brand, isFilterApplied: brand.isChecked })),
    price: { ...filter.price, isFilterApplied: isPriceRangeApplied(filter.price.value) },
  };
}

/** Reset: no brand ticked and the full price range. */
export function resetFilter(filter: TypeFilter): TypeFilter {
  return {
    brands: filter.brands.map((brand) => ({ ...brand, isChecked: false, isFilterApplied: false })),
    price: { ...filter.price, value: FULL_PRICE_RANGE, isFilterApplied: false },
  };
}

/** Whether the draft differs from the applied filter (closing then asks to discard or apply). */
export function hasUnappliedChanges(draft: TypeFilter, applied: TypeFilter): boolean {
  if (draft.price.value[0] !== applied.price.value[0] || draft.price.value[1] !== applied.price.value[1]) return true;
  const appliedTicks = new Map(applied.brands.map((brand) => [brand.name, brand.isChecked]));
  return draft.brands.some((brand) => brand.isChecked !== (appliedTicks.get(brand.name) ?? false));
}

/** How many parts of the filter are applied (for the Filter button's badge). */
export function appliedCount(filter: TypeFilter): number {
  return filter.brands.filter((brand) => brand.isFilterApplied).length + (filter.price.isFilterApplied ? 1 : 0);
}

/** The rows an applied filter keeps. No brand ticked means every brand. */
export function filterCatalogue(
  entries: readonly CatalogueEntry[],
  type: VehicleType,
  filter: TypeFilter,
): CatalogueEntry[] {
  const brands = new Set(filter.brands.filter((brand) => brand.isFilterApplied).map((brand) => brand.name));
  const range = filter.price.isFilterApplied ? filter.price.value : FULL_PRICE_RANGE;
  return entries.filter(
    (entry) => (brands.size === 0 || brands.has(entry.make)) && priceInRange(type, entry.ex_showroom_price, range),
  );
}
