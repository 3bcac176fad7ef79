import type { CatalogueEntry, VehicleType } from './catalogue-entry.ts';
import { searchText } from './vehicle-search.ts';

/**
 * The "commonly searched" chips of the cost finder (spec section 3 "Cost-finder presets per tab":
 * car 4, bike 3, scooter 3, each with id, label, value and monthly km options). They name popular
 * models that the bundled catalogue holds (a unit test checks each against data/catalogue);
 * `value` is the make and model, resolved to a variant of the loaded list with `resolvePreset`.
 */
export interface CostFinderPreset {
  id: string;
  label: string;
  /** make + ' ' + model, as in the catalogue. */
  value: string;
  /** Monthly km chips offered with this vehicle. */
  kms: readonly number[];
}

/** The spec's monthly km chips (section 9). */
export const MONTHLY_KM_OPTIONS: readonly number[] = [500, 1000, 1500, 2000];

const preset = (id: string, label: string, value: string): CostFinderPreset => ({
  id,
  label,
  value,
  kms: MONTHLY_KM_OPTIONS,
});

export const costFinderPresets: Record<VehicleType, readonly CostFinderPreset[]> = {
  car: [
    preset('tata-nexon-ev', 'Nexon EV', 'Tata Nexon EV'),
    preset('mg-zs-ev', 'ZS EV', 'MG ZS EV'),
    preset('tata-tiago-ev', 'Tiago EV', 'Tata Tiago EV'),
    preset('mahindra-xuv400-ev', 'XUV400 EV', 'Mahindra XUV400 EV'),
  ],
  bike: [
    preset('revolt-rv400', 'RV400', 'Revolt RV400'),
    preset('ultraviolette-f77', 'F77', 'Ultraviolette F77'),
    preset('ola-electric-roadster-x', 'Roadster X', 'Ola Electric Roadster X'),
  ],
  scooter: [
    preset('ather-450x', 'Ather 450X', 'Ather 450X'),
    preset('ola-electric-s1-pro', 'Ola S1 Pro', 'Ola Electric S1 Pro'),
    preset('tvs-iqube', 'TVS iQube', 'TVS iQube'),
  ],
};

/**
 * The variant a preset stands for: the cheapest priced variant of its make and model (the one a
 * first-time buyer most often means), else any variant of it; null when the list lacks the model.
 */
export function resolvePreset(
  entries: readonly CatalogueEntry[],
  chosen: Pick<CostFinderPreset, 'value'>,
): CatalogueEntry | null {
  const wanted = chosen.value.toLowerCase();
  let best: CatalogueEntry | null = null;
  for (const entry of entries) {
    if (searchText(entry).toLowerCase() !== wanted) continue;
    if (!best) best = entry;
    else if (
      entry.ex_showroom_price !== null &&
      (best.ex_showroom_price === null || entry.ex_showroom_price < best.ex_showroom_price)
    )
      best = entry;
  }
  return best;
}

/** Every variant of one make and model, cheapest first (for the finder's variant choice). */
export function variantsOfModel(entries: readonly CatalogueEntry[], makeAndModel: string): CatalogueEntry[] {
  const wanted = makeAndModel.toLowerCase();
  return entries
    .filter((entry) => searchText(entry).toLowerCase() === wanted)
    .sort(
      (a, b) => (a.ex_showroom_price ?? Number.POSITIVE_INFINITY) - (b.ex_showroom_price ?? Number.POSITIVE_INFINITY),
    );
}
