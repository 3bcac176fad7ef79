import type { CatalogueEntry, VehicleType } from './catalogue-entry.ts';

/** Builds a catalogue entry for tests with only the fields a test cares about. */
export function entry(
  fields: Partial<CatalogueEntry> & Pick<CatalogueEntry, 'make' | 'model'>,
  type: VehicleType = 'car',
): CatalogueEntry {
  const trim = fields.trim ?? 'Base';
  const id =
    fields.product_id ?? `${type}-${fields.make}-${fields.model}-${trim}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    product_id: id,
    product_title: `${fields.make} ${fields.model} ${trim}`,
    make_id: fields.make.toLowerCase(),
    make_org_name: fields.make,
    model_id: fields.model.toLowerCase(),
    model_org_name: fields.model,
    trim,
    trim_id: trim.toLowerCase(),
    trim_org_name: trim,
    year: null,
    is_new: 0,
    is_upcoming: 0,
    is_discontinue: 0,
    ex_showroom_price: null,
    transmission_type: 'Automatic',
    seating_capacity: 5,
    body_type: 'suv',
    fuel_type: 'Electric',
    stock_images: '',
    mileage_city: null,
    variant: {},
    ...fields,
  };
}
