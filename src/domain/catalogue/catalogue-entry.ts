/**
 * The vehicle catalogue's shapes (spec section 3, "Vehicle catalogue entry" and "Vehicle detail").
 * The import (scripts/catalogue-import.ts) derives them from the source rows in data/catalogue;
 * the API serves them as they are and the web app reads them. A figure no source gave is null and
 * is shown as 'NA', never invented.
 */
export type VehicleType = 'car' | 'bike' | 'scooter';
export const vehicleTypes: readonly VehicleType[] = ['car', 'bike', 'scooter'];

/** Flags arrive as numbers and as strings (0, 1, '0', '1'); read them with `isFlagSet`. */
export type ProductFlag = 0 | 1 | '0' | '1';

export function isFlagSet(flag: ProductFlag | null | undefined): boolean {
  return flag === 1 || flag === '1';
}

export interface VariantRef {
  year: number | null;
  product_id: string;
  productTitle: string;
}

export interface CatalogueEntry {
  product_id: string;
  product_title: string;
  make: string;
  make_id: string;
  make_org_name: string;
  model: string;
  model_id: string;
  model_org_name: string;
  trim: string;
  trim_id: string;
  trim_org_name: string;
  year: number | null;
  is_new: ProductFlag;
  is_upcoming: ProductFlag;
  is_discontinue: ProductFlag;
  /** Rupees; null where no source gave a price (such rows sort last). */
  ex_showroom_price: number | null;
  transmission_type: string | null;
  seating_capacity: number | null;
  body_type: string | null;
  fuel_type: 'Electric';
  /** Empty string when there is no licensed image: the app draws its own illustration per body type. */
  stock_images: string;
  mileage_city: string | null;
  /** Every variant of the same make and model, keyed by variant title. */
  variant: Record<string, VariantRef>;
}

/** A list by type, as the spec's bundled lists are shaped: an object with data.products. */
export interface CatalogueList {
  data: { products: CatalogueEntry[] };
}
