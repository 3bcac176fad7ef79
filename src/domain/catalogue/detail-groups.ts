import type { SpecValue, VehicleDetail, VehicleType } from './catalogue-entry.ts';

/**
 * The detail page's accordion groups (spec section 2 "Find vehicle"): Other Details, Basic Facts,
 * Brake Systems, Dimensions, Engine (car only), Suspensions, Performance (car only). Each row is a
 * field key (its label is the i18n key buy.fields.<key>) and its value, or null where no source
 * gave one, which the page shows as 'NA'.
 */
export type DetailGroupKey = 'other' | 'basic' | 'brakes' | 'dimensions' | 'engine' | 'suspensions' | 'performance';

export interface DetailRow {
  key: string;
  value: SpecValue;
}

export interface DetailGroup {
  key: DetailGroupKey;
  rows: DetailRow[];
}

const rowsOf = (fields: object): DetailRow[] =>
  Object.entries(fields).map(([key, value]) => ({ key, value: blankToNull(value as SpecValue) }));

/** An empty or whitespace string is no value either. */
export function blankToNull(value: SpecValue | undefined): SpecValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

export function detailGroups(detail: VehicleDetail, type: VehicleType): DetailGroup[] {
  const spec = detail.vehicle_specification;
  const tech = spec.technical_specification;
  const groups: DetailGroup[] = [
    {
      key: 'other',
      rows: [
        ...rowsOf({
          make: detail.make,
          model: detail.model,
          trim: detail.trim,
          year: detail.year,
          fuel_type: detail.fuel_type,
          mileage_city: detail.mileage_city,
        }),
        // The spec names no group for motor and battery; they read best with the other facts.
        ...rowsOf(
          type === 'car'
            ? { maximum_power: tech.motor.maximum_power }
            : { max_power_for_electric_scooter: tech.motor.max_power_for_electric_scooter },
        ),
        ...(type === 'car' ? [] : rowsOf(tech.battery)),
      ],
    },
    { key: 'basic', rows: rowsOf(spec.basic_facts) },
    { key: 'brakes', rows: rowsOf(tech.brake_system) },
    // A saddle belongs to a two-wheeler and a boot to a car.
    {
      key: 'dimensions',
      rows: rowsOf(tech.dimensions).filter((row) => row.key !== (type === 'car' ? 'saddle_height' : 'boot_space')),
    },
  ];
  if (type === 'car') groups.push({ key: 'engine', rows: rowsOf(tech.engine) });
  groups.push({ key: 'suspensions', rows: rowsOf(tech.suspension) });
  if (type === 'car') groups.push({ key: 'performance', rows: rowsOf(tech.performance) });
  return groups;
}
