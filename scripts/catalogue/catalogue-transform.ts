/**
 * Turns the shared catalogue rows (one object per variant: make, model, trim, ex_showroom_price_inr, battery_kwh, …;
 * see data/catalogue/SOURCE.md) into the spec's catalogue entry shape and a detail record per product. Pure: the
 * command in scripts/catalogue-import.ts does the reading and writing. A figure no source gave stays null; the
 * only things made up here are ids and titles, both derived from the row's own names so they are stable.
 */
import type { PriceUpdate } from './price-updates.ts';
import type {
  CatalogueDetailRecord,
  CatalogueEntry,
  CatalogueList,
  ProductFlag,
  VehicleSpecification,
  VehicleTechnical,
  VehicleType,
} from '../../src/domain/catalogue/catalogue-entry.ts';

export interface TransformedCatalogue {
  list: CatalogueList;
  details: Record<string, CatalogueDetailRecord>;
  /** What the import fixed or skipped, as 'what: count' lines for the operator and SOURCE.md. */
  fixes: string[];
}

type Row = Record<string, unknown>;

/** Lower-case ASCII words joined by '-': 'Citroën ë-C3 Shine' → 'citroen-e-c3-shine'. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The flag forms seen in sources: booleans, 0/1 and their strings, yes/no. Anything else (and null) reads as 0,
 * and the caller notes it. Always written as the numbers 0 or 1, which the ProductFlag type accepts.
 */
export function parseFlag(value: unknown): { flag: ProductFlag; recognised: boolean } {
  if (value === true || value === 1) return { flag: 1, recognised: true };
  if (value === false || value === 0 || value === null || value === undefined) return { flag: 0, recognised: true };
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['1', 'true', 'yes', 'y'].includes(text)) return { flag: 1, recognised: true };
    if (['0', 'false', 'no', 'n', ''].includes(text)) return { flag: 0, recognised: true };
  }
  return { flag: 0, recognised: false };
}

class Fixes {
  private readonly counts = new Map<string, number>();
  note(what: string) {
    this.counts.set(what, (this.counts.get(what) ?? 0) + 1);
  }
  lines(): string[] {
    return [...this.counts].map(([what, count]) => `${what}: ${count}`).sort();
  }
}

function text(row: Row, field: string, fixes: Fixes): string | null {
  const value = row[field];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number') {
    fixes.note(`${field} not text, set to null`);
    return null;
  }
  const raw = String(value);
  const clean = raw.replace(/\s+/g, ' ').trim();
  if (clean !== raw) fixes.note(`${field}: extra spaces removed`);
  return clean === '' ? null : clean;
}

/** A positive number, or a numeric string read as one; zero, negatives and anything else become null. */
function positive(row: Row, field: string, fixes: Fixes): number | null {
  const value = row[field];
  if (value === null || value === undefined) return null;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/,/g, '').trim()) : Number.NaN;
  if (typeof value === 'string') fixes.note(`${field}: number given as text, read as a number`);
  if (!Number.isFinite(number) || number <= 0) {
    fixes.note(`${field}: not a positive number, set to null`);
    return null;
  }
  return number;
}

const withUnit = (value: number | null, unit: string) => (value === null ? null : `${value} ${unit}`);

const groupBodyType: Record<VehicleType, string> = { car: 'Car', bike: 'Motorcycle', scooter: 'Scooter' };

interface Parsed {
  make: string;
  model: string;
  trim: string | null;
  year: number | null;
  price: number | null;
  title: string;
  baseId: string;
  row: Row;
}

/** The entry's own basic facts, read once per row and shared by the entry and its specification. */
interface BasicFacts {
  body_type: string | null;
  seating_capacity: number | null;
  transmission_type: string | null;
}

function specification(
  type: VehicleType,
  row: Row,
  basics: BasicFacts,
  t: VehicleTechnical,
  fixes: Fixes,
): VehicleSpecification {
  const mm = (field: string) => withUnit(positive(row, field, fixes), 'mm');
  const power = withUnit(t.motor_power_kw, 'kW');
  const range =
    t.range_km_claimed === null ? null : `${t.range_km_claimed} km${t.range_cycle ? `, ${t.range_cycle}` : ''}`;
  const charging = [t.charging_time_ac, t.charging_time_dc && `DC: ${t.charging_time_dc}`].filter(Boolean).join('; ');
  return {
    basic_facts: {
      exterior_color: null,
      interior_color: null,
      body_type: basics.body_type,
      group_body_type: groupBodyType[type],
      seating_capacity: basics.seating_capacity,
      transmission_type: basics.transmission_type,
    },
    technical_specification: {
      motor: { maximum_power: power, max_power_for_electric_scooter: type === 'car' ? null : power },
      engine: {
        displacement: null,
        engine_type: null,
        fuel_efficiency: null,
        fuel_supply_system: null,
        maximum_power: power,
        maximum_torque: withUnit(t.torque_nm, 'Nm'),
        no_of_cylinders: null,
        valve_configuration_valvetrain: null,
        valves_per_cylinder: null,
      },
      battery: { charging_time_for_electric_scooter: t.charging_time_ac },
      brake_system: {
        front_brake_type: text(row, 'front_brake', fixes),
        rear_brake_type: text(row, 'rear_brake', fixes),
      },
      dimensions: {
        boot_space: withUnit(positive(row, 'boot_space_l', fixes), 'L'),
        ground_clearance: mm('ground_clearance_mm'),
        kerb_weight: withUnit(positive(row, 'kerb_weight_kg', fixes), 'kg'),
        overall_height: mm('height_mm'),
        overall_length: mm('length_mm'),
        overall_width: mm('width_mm'),
        saddle_height: mm('seat_height_mm'),
        wheel_base: mm('wheelbase_mm'),
      },
      suspension: {
        front_suspension: text(row, 'front_suspension', fixes),
        rear_suspension: text(row, 'rear_suspension', fixes),
      },
      performance: {
        charging_time_for_electric_scooter: charging === '' ? null : charging,
        mileage_electric_scooter: range,
        top_speed_for_electric_scooter: withUnit(t.top_speed_kmph, 'km/h'),
      },
    },
  };
}

function technical(row: Row, fixes: Fixes): VehicleTechnical {
  return {
    battery_kwh: positive(row, 'battery_kwh', fixes),
    range_km_claimed: positive(row, 'range_km_claimed', fixes),
    range_cycle: text(row, 'range_cycle', fixes),
    motor_power_kw: positive(row, 'motor_power_kw', fixes),
    torque_nm: positive(row, 'torque_nm', fixes),
    top_speed_kmph: positive(row, 'top_speed_kmph', fixes),
    charging_time_ac: text(row, 'charging_time_ac', fixes),
    charging_time_dc: text(row, 'charging_time_dc', fixes),
    dc_fast_max_kw: positive(row, 'dc_fast_max_kw', fixes),
    connector: text(row, 'connector', fixes),
  };
}

/** Ascending ex-showroom price, rows without a price last; ties by title, then id, so the order is stable. */
export function compareByPrice(a: CatalogueEntry, b: CatalogueEntry): number {
  if (a.ex_showroom_price !== b.ex_showroom_price) {
    if (a.ex_showroom_price === null) return 1;
    if (b.ex_showroom_price === null) return -1;
    return a.ex_showroom_price - b.ex_showroom_price;
  }
  return (
    a.product_title.localeCompare(b.product_title, 'en') ||
    (a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0)
  );
}

function parseRows(rows: unknown[], fixes: Fixes): Parsed[] {
  const parsed: Parsed[] = [];
  for (const value of rows) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      fixes.note('row not an object, skipped');
      continue;
    }
    const row = value as Row;
    const make = text(row, 'make', fixes);
    const model = text(row, 'model', fixes);
    if (!make || !model) {
      fixes.note('row without make or model, skipped');
      continue;
    }
    const trim = text(row, 'trim', fixes);
    if (!trim) fixes.note('trim missing, title is make and model only');
    const year = positive(row, 'year', fixes);
    const title = [make, model, trim].filter(Boolean).join(' ');
    parsed.push({
      make,
      model,
      trim,
      year: year === null ? null : Math.round(year),
      price: positive(row, 'ex_showroom_price_inr', fixes),
      title,
      baseId: slug(title),
      row,
    });
  }
  return parsed;
}

/**
 * product_id is the slug of the title ('tata-nexon-ev-creative-plus-mr'); `taken` holds ids already used (by
 * other types), and a clash gets the year, then a number, in source order.
 */
function assignIds(parsed: Parsed[], taken: Set<string>, fixes: Fixes): string[] {
  return parsed.map((p) => {
    let id = p.baseId;
    if (taken.has(id) && p.year !== null) id = `${p.baseId}-${p.year}`;
    for (let n = 2; taken.has(id); n++) id = `${p.baseId}-${n}`;
    if (id !== p.baseId) fixes.note('two rows with the same title, id made unique');
    taken.add(id);
    return id;
  });
}

export function transformCatalogue(
  type: VehicleType,
  rows: unknown[],
  takenIds: Set<string> = new Set(),
  priceUpdates: ReadonlyMap<string, PriceUpdate> = new Map(),
): TransformedCatalogue {
  const fixes = new Fixes();
  const parsed = parseRows(rows, fixes);
  const ids = assignIds(parsed, takenIds, fixes);
  const details: Record<string, CatalogueDetailRecord> = {};
  const products: CatalogueEntry[] = parsed.map((p, i) => {
    const productId = ids[i]!;
    const tech = technical(p.row, fixes);
    const asOf = text(p.row, 'as_of', fixes);
    // A refreshed price (data/catalogue/price-updates.csv) replaces the row's, with its own source and date.
    const update = priceUpdates.get(productId);
    if (update) fixes.note('price refreshed from price-updates.csv');
    const basics: BasicFacts = {
      body_type: text(p.row, 'body_type', fixes),
      seating_capacity: positive(p.row, 'seating_capacity', fixes),
      transmission_type: text(p.row, 'transmission_type', fixes),
    };
    const upcoming = parseFlag(p.row.is_upcoming);
    const discontinued = parseFlag(p.row.is_discontinued);
    if (!upcoming.recognised) fixes.note('is_upcoming unreadable, read as 0');
    if (!discontinued.recognised) fixes.note('is_discontinued unreadable, read as 0');
    details[productId] = {
      vehicle_specification: specification(type, p.row, basics, tech, fixes),
      provenance: {
        source: text(p.row, 'source', fixes) ?? 'not recorded',
        as_of: asOf,
        notes: text(p.row, 'notes', fixes),
        ...(update ? { price_source: update.source, price_as_of: update.asOf } : {}),
      },
      technical: tech,
    };
    return {
      product_id: productId,
      product_title: p.title,
      make: p.make,
      make_id: slug(p.make),
      make_org_name: p.make,
      model: p.model,
      model_id: slug(`${p.make} ${p.model}`),
      model_org_name: p.model,
      trim: p.trim ?? '',
      trim_id: productId,
      trim_org_name: p.trim ?? '',
      year: p.year,
      // No source marks a variant as new; 0 rather than a guess.
      is_new: 0,
      is_upcoming: upcoming.flag,
      is_discontinue: discontinued.flag,
      ex_showroom_price: update ? update.price : p.price,
      // When the price was given: the refresh's date, else the row's (null where the row gives none).
      price_as_of: update ? update.asOf : asOf,
      transmission_type: basics.transmission_type,
      seating_capacity: basics.seating_capacity,
      body_type: basics.body_type,
      fuel_type: 'Electric',
      // No licensed photographs: the app draws its own illustration per body type.
      stock_images: '',
      mileage_city: withUnit(tech.range_km_claimed, 'km'),
      variant: {},
    };
  });
  products.sort(compareByPrice);
  // Every variant of the same make and model (itself included), keyed by its title, cheapest first.
  const byModel = new Map<string, CatalogueEntry[]>();
  for (const entry of products) byModel.set(entry.model_id, [...(byModel.get(entry.model_id) ?? []), entry]);
  for (const entry of products) {
    for (const sibling of byModel.get(entry.model_id) ?? []) {
      entry.variant[sibling.product_title] = {
        year: sibling.year,
        product_id: sibling.product_id,
        productTitle: sibling.product_title,
      };
    }
  }
  return { list: { data: { products } }, details, fixes: fixes.lines() };
}
