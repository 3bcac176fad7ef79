import type { VehicleType } from './catalogue-entry.ts';

/**
 * The price slider of the filter panel (spec sections 5 and 9 "Price filter"). The slider runs in
 * whole units up to 2000. A car unit is ₹1,00,000 (labelled Lacs, read as crore above 100 units);
 * a bike or scooter unit is ₹1,000 (labelled K, read as lakh above 100 units). So the car slider
 * reaches ₹20 crore (the spec's "around 2e8") and the two-wheeler slider ₹20 lakh.
 *
 * The filter counts as applied when the minimum is above 0 or the maximum below 2000, so the
 * untouched slider sits at [0, 2000] (the spec's "1 to 2000 steps" are the steps above zero).
 */
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 2000;
export const PRICE_SLIDER_STEP = 1;

export type PriceRange = readonly [number, number];
export const FULL_PRICE_RANGE: PriceRange = [PRICE_SLIDER_MIN, PRICE_SLIDER_MAX];

export interface PriceUnit {
  /** Rupees per slider unit. */
  rupees: number;
  /** The label the spec gives the unit. */
  label: 'Lacs' | 'K';
  /** Above 100 units the amount is read in the next unit up. */
  largeLabel: 'Crore' | 'Lakh';
}

export function priceUnit(type: VehicleType): PriceUnit {
  return type === 'car'
    ? { rupees: 100_000, label: 'Lacs', largeLabel: 'Crore' }
    : { rupees: 1_000, label: 'K', largeLabel: 'Lakh' };
}

/** Drops trailing zeros: 1.50 → '1.5', 2.00 → '2'. */
const trim = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A slider position as an amount and its unit: cars 12 → 12 Lacs, 150 → 1.5 Crore; two-wheelers
 * 50 → 50 K, 250 → 2.5 Lakh. The app words the unit in the reader's language (buy.priceUnits).
 */
export function priceParts(
  type: VehicleType,
  units: number,
): { amount: string; unit: PriceUnit['label'] | PriceUnit['largeLabel'] } {
  const unit = priceUnit(type);
  return units > 100 ? { amount: trim(units / 100), unit: unit.largeLabel } : { amount: trim(units), unit: unit.label };
}

/**
 * A slider position in the spec's English words: cars 12 → '12 Lacs', 150 → '1.5 Crore';
 * two-wheelers 50 → '50K', 250 → '2.5 Lakh'.
 */
export function priceLabel(type: VehicleType, units: number): string {
  const { amount, unit } = priceParts(type, units);
  return unit === 'K' ? `${amount}K` : `${amount} ${unit}`;
}

/** Slider units → rupees. */
export const unitsToRupees = (type: VehicleType, units: number): number => units * priceUnit(type).rupees;

export function isPriceRangeApplied(range: PriceRange): boolean {
  return range[0] > PRICE_SLIDER_MIN || range[1] < PRICE_SLIDER_MAX;
}

/** Keeps a range inside the slider, whole units, low thumb not above the high one. */
export function clampPriceRange(range: readonly number[]): PriceRange {
  const clamp = (n: number | undefined, fallback: number) =>
    Number.isFinite(n) ? Math.min(PRICE_SLIDER_MAX, Math.max(PRICE_SLIDER_MIN, Math.round(n as number))) : fallback;
  const low = clamp(range[0], PRICE_SLIDER_MIN);
  const high = clamp(range[1], PRICE_SLIDER_MAX);
  return low <= high ? [low, high] : [high, low];
}

/**
 * Whether a price lies in a range. An unapplied range lets every row through, including rows
 * without a price; an applied one keeps only priced rows inside it, since 'NA' is not in any range.
 */
export function priceInRange(type: VehicleType, price: number | null, range: PriceRange): boolean {
  if (!isPriceRangeApplied(range)) return true;
  if (price === null) return false;
  const low = unitsToRupees(type, range[0]);
  const high = unitsToRupees(type, range[1]);
  return price >= low && (range[1] >= PRICE_SLIDER_MAX || price <= high);
}
