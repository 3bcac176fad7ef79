import fs from 'node:fs';
import type { VehicleType } from '../../domain/catalogue/catalogue-entry.ts';
import { csvRecords } from '../../domain/csv/csv.ts';
import type { PlannerVehicle } from '../../domain/trips/plan-answer.ts';
import type { OwnVehicle } from '../../domain/trips/trip-plan.schema.ts';
import {
  readEnergyRow,
  readKindDefaults,
  type KindDefaults,
  type VehicleEnergyRow,
} from '../../domain/trips/vehicle-energy-rows.ts';
import {
  deriveProfile,
  kindDefaults,
  realRangeKm,
  withOwnFigures,
  withRealRange,
  type VehicleProfile,
} from '../../domain/trips/vehicle-profile.ts';
import { parseKerbKg } from '../../domain/trips/hill-physics.ts';
import type { CatalogueStore } from '../catalogue/catalogue-store.server.ts';
import { dataPath } from '../data-dir.server.ts';

export interface NamedProfile {
  profile: VehicleProfile;
  /** The catalogue's title, or null for the owner's own figures. */
  title: string | null;
  id: string | null;
  /** Where the energy row's figures come from (data/catalogue/vehicle-energy.csv), when there is one. */
  source: string | null;
  /** The catalogue's top speed, which caps the average speed of a slow scooter. */
  topSpeedKmh: number | null;
  /** The catalogue's kerb weight, kg; null when it has none (the plan then estimates it: hill-physics.ts). */
  kerbKg?: number | null;
}

/** Whole km, as the plan says it (plan-answer.server.ts), so the form and the plan give the same range. */
const wholeKm = (km: number) => Math.max(1, Math.round(km));

/**
 * Every catalogue vehicle's trip profile (src/domain/trips/vehicle-profile.ts), made once at start
 * from data/catalogue: the energy rows by product id, then by model id, else the catalogue's own
 * battery and claimed range, else the per-kind defaults. A broken data file stops the start.
 */
export class VehicleProfiles {
  private readonly byId = new Map<string, NamedProfile>();
  readonly list: readonly PlannerVehicle[];
  private readonly listedById: ReadonlyMap<string, PlannerVehicle>;

  private constructor(
    catalogue: CatalogueStore,
    energyRows: readonly VehicleEnergyRow[],
    private readonly defaults: readonly KindDefaults[],
  ) {
    const rows = new Map(energyRows.map((row) => [row.id, row]));
    const list: PlannerVehicle[] = [];
    for (const [kind, catalogueList] of Object.entries(catalogue.lists) as Array<
      [VehicleType, (typeof catalogue.lists)[VehicleType]]
    >) {
      for (const entry of catalogueList.data.products) {
        const detail = catalogue.detail(entry.product_id);
        const energy = rows.get(entry.product_id) ?? rows.get(entry.model_id) ?? null;
        const profile = deriveProfile({ kind, energy, catalogue: detail?.technical ?? null, defaults });
        this.byId.set(entry.product_id, {
          profile,
          title: entry.product_title,
          id: entry.product_id,
          source: energy?.source ?? null,
          topSpeedKmh: detail?.technical?.top_speed_kmph ?? null,
          kerbKg: parseKerbKg(detail?.vehicle_specification?.technical_specification?.dimensions?.kerb_weight),
        });
        list.push({
          id: entry.product_id,
          title: entry.product_title,
          kind,
          range_km: wholeKm(realRangeKm(profile)),
          published: profile.basis.kwhPerKm === 'published',
        });
      }
    }
    // Vehicles with published figures first (they are the ones sold most), then by name.
    this.listedById = new Map(list.map((v) => [v.id, v]));
    this.list = list.sort(
      (a, b) => Number(b.published) - Number(a.published) || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
    );
  }

  static load(catalogue: CatalogueStore, dir = dataPath('catalogue')): VehicleProfiles {
    const read = (file: string) => {
      const full = `${dir}/${file}`;
      if (!fs.existsSync(full)) throw new Error(`${full} is missing (see data/catalogue/VEHICLE-ENERGY.md)`);
      return csvRecords(fs.readFileSync(full, 'utf8'), { trim: true }).records;
    };
    const energy = read('vehicle-energy.csv').map((record, i) => {
      try {
        return readEnergyRow(record);
      } catch (error) {
        throw new Error(`vehicle-energy.csv row ${i + 2}: ${(error as Error).message}`);
      }
    });
    const modelIds = new Set(
      Object.values(catalogue.lists).flatMap((list) => list.data.products.map((p) => p.model_id)),
    );
    const unknown = energy.filter((row) => !catalogue.detail(row.id) && !modelIds.has(row.id));
    if (unknown.length > 0)
      throw new Error(
        `vehicle-energy.csv names vehicles the catalogue does not have: ${unknown.map((r) => r.id).join(', ')}`,
      );
    return new VehicleProfiles(catalogue, energy, read('vehicle-energy-defaults.csv').map(readKindDefaults));
  }

  /** A catalogue vehicle as the form lists it; null for an unknown id. */
  listed(id: string): PlannerVehicle | null {
    return this.listedById.get(id) ?? null;
  }

  /** A catalogue vehicle's profile; undefined for an unknown id. */
  get(id: string): NamedProfile | undefined {
    return this.byId.get(id);
  }

  /**
   * 'Enter my own': the kind's defaults with the battery the owner typed (nominal, so the usable
   * share applies) and the range they get, which sets the energy use.
   */
  own(vehicle: OwnVehicle): NamedProfile {
    const base = deriveProfile({ kind: vehicle.kind, defaults: this.defaults });
    const usableKwh = vehicle.battery_kwh * kindDefaults(this.defaults, vehicle.kind).usableShare;
    const profile = withRealRange(withOwnFigures(base, { usableKwh }), vehicle.range_km);
    return {
      profile: { ...profile, basis: { ...profile.basis, usableKwh: 'derived' } },
      title: null,
      id: null,
      source: null,
      topSpeedKmh: null,
    };
  }
}
