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
  /**
   * When the price was given (YYYY, YYYY-MM or YYYY-MM-DD): a refreshed price's date, else its row's; null where
   * the row gives no date. Optional: added after the first cut (issue 42).
   */
  price_as_of?: string | null;
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

/** A value from the source rows, or null ('NA' on screen). Units are part of the text, e.g. '190 mm'. */
export type SpecValue = string | number | null;

/** spec section 3 "Vehicle detail (vehicle_specification)". Engine and performance apply to cars only on screen. */
export interface VehicleSpecification {
  basic_facts: {
    exterior_color: SpecValue;
    interior_color: SpecValue;
    body_type: SpecValue;
    group_body_type: SpecValue;
    seating_capacity: SpecValue;
    transmission_type: SpecValue;
  };
  technical_specification: {
    motor: { maximum_power: SpecValue; max_power_for_electric_scooter: SpecValue };
    engine: {
      displacement: SpecValue;
      engine_type: SpecValue;
      fuel_efficiency: SpecValue;
      fuel_supply_system: SpecValue;
      maximum_power: SpecValue;
      maximum_torque: SpecValue;
      no_of_cylinders: SpecValue;
      valve_configuration_valvetrain: SpecValue;
      valves_per_cylinder: SpecValue;
    };
    battery: { charging_time_for_electric_scooter: SpecValue };
    brake_system: { front_brake_type: SpecValue; rear_brake_type: SpecValue };
    dimensions: {
      boot_space: SpecValue;
      ground_clearance: SpecValue;
      kerb_weight: SpecValue;
      overall_height: SpecValue;
      overall_length: SpecValue;
      overall_width: SpecValue;
      saddle_height: SpecValue;
      wheel_base: SpecValue;
    };
    suspension: { front_suspension: SpecValue; rear_suspension: SpecValue };
    performance: {
      charging_time_for_electric_scooter: SpecValue;
      mileage_electric_scooter: SpecValue;
      top_speed_for_electric_scooter: SpecValue;
    };
  };
}

/** Where a row's figures come from and when (shown on the detail page). */
export interface Provenance {
  source: string;
  as_of: string | null;
  notes: string | null;
  /** A refreshed price's own source (an address) and date (data/catalogue/price-updates.csv); absent otherwise. */
  price_source?: string;
  price_as_of?: string;
}

/**
 * The source row's technical figures as numbers (null where no source gave one), kept for the cost
 * model (src/domain/tco) and for anything the specification groups have no slot for (battery size).
 */
export interface VehicleTechnical {
  battery_kwh: number | null;
  range_km_claimed: number | null;
  range_cycle: string | null;
  motor_power_kw: number | null;
  torque_nm: number | null;
  top_speed_kmph: number | null;
  charging_time_ac: string | null;
  charging_time_dc: string | null;
  dc_fast_max_kw: number | null;
  connector: string | null;
}

/** POST /ev/droom/mmty-by-product → data: the entry with its specification and provenance. */
export interface VehicleDetail extends CatalogueEntry {
  type: VehicleType;
  vehicle_specification: VehicleSpecification;
  provenance: Provenance;
  /** Added after the first cut (optional, so older readers are unaffected). */
  technical?: VehicleTechnical;
}

/** data/catalogue/<type>-details.json: one record per product_id, joined to the list entry on read. */
export interface CatalogueDetailRecord {
  vehicle_specification: VehicleSpecification;
  provenance: Provenance;
  technical: VehicleTechnical;
}

/** POST /ev/droom/other-variant → data: one item per variant of the make and model. */
export interface OtherVariant {
  product_id: string;
  model_org_name: string;
  trim: string;
}
