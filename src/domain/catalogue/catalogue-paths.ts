import { vehicleTypes, type VehicleType } from './catalogue-entry.ts';

export function isVehicleType(value: unknown): value is VehicleType {
  return typeof value === 'string' && (vehicleTypes as readonly string[]).includes(value);
}

/** GET /ev/droom/products for one type (spec section 7): public, cacheable, asked for without a token. */
export const productsPath = (type: VehicleType) => `/ev/droom/products?bucket=${type}`;

/** The type a catalogue screen (/findelectricvehicle, /FCV) shows for its query string (?type=bike); a missing or unknown one is 'car'. */
export function catalogueTypeOf(search: URLSearchParams): VehicleType {
  const type = search.get('type');
  return isVehicleType(type) ? type : 'car';
}

/**
 * The API reads a page starts with, for the page HTML to preload (<link rel="preload" as="fetch">)
 * so they download alongside the page's code instead of after it has run. Only public GETs that the
 * screen fetches exactly so (same URL, no token header), or the browser would not reuse them.
 */
export function pageDataPreloads(pathname: string, search: URLSearchParams): string[] {
  if (/^\/(findelectricvehicle|FCV)\/?$/.test(pathname)) return [productsPath(catalogueTypeOf(search))];
  return [];
}
