import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Challan, VehicleInfo } from '../../domain/rto/vehicle-lookup.schema.ts';
import type { Database, RegistryChallansTable, RegistryVehiclesTable } from '../db/tables.ts';
import { toDisplayDate, type RegistryProvider } from './registry-provider.server.ts';

/** The registry tables: idempotent upserts for the importer, reads for the local provider. */

export type VehicleRow = Omit<RegistryVehiclesTable, 'updated_at'>;
export type ChallanRow = Omit<RegistryChallansTable, 'updated_at'>;

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

const CHUNK = 200;

const VEHICLE_COLUMNS = [
  'manufacturer',
  'model',
  'reg_date',
  'fuel_type',
  'owner_name',
  'insurer',
  'insurance_upto',
  'engine_no',
  'chassis_no',
  'vehicle_category',
  'source',
  'updated_at',
] as const;
const CHALLAN_COLUMNS = [
  'reg_no',
  'status',
  'offense',
  'amount',
  'state',
  'challan_date',
  'accused_name',
  'source',
  'updated_at',
] as const;

/** ON CONFLICT … DO UPDATE SET col = excluded.col for each column (SQLite and PostgreSQL alike). */
function fromExcluded<Row>(columns: readonly (keyof Row & string)[]): { [K in keyof Row]?: RawBuilder<Row[K]> } {
  return Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])) as {
    [K in keyof Row]?: RawBuilder<Row[K]>;
  };
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Upserts vehicles and challans in one transaction; running the same file twice changes nothing. */
export async function upsertRegistry(
  db: Kysely<Database>,
  vehicles: readonly VehicleRow[],
  challans: readonly ChallanRow[],
  now: number,
): Promise<{ vehicles: UpsertCounts; challans: UpsertCounts }> {
  return db.transaction().execute(async (tx) => {
    const knownVehicles = new Set(
      vehicles.length
        ? (
            await tx
              .selectFrom('registry_vehicles')
              .select('reg_no')
              .where(
                'reg_no',
                'in',
                vehicles.map((v) => v.reg_no),
              )
              .execute()
          ).map((r) => r.reg_no)
        : [],
    );
    const knownChallans = new Set(
      challans.length
        ? (
            await tx
              .selectFrom('registry_challans')
              .select('challan_number')
              .where(
                'challan_number',
                'in',
                challans.map((c) => c.challan_number),
              )
              .execute()
          ).map((r) => r.challan_number)
        : [],
    );
    for (const part of chunks(vehicles)) {
      await tx
        .insertInto('registry_vehicles')
        .values(part.map((v) => ({ ...v, updated_at: now })))
        .onConflict((oc) => oc.column('reg_no').doUpdateSet(fromExcluded<RegistryVehiclesTable>(VEHICLE_COLUMNS)))
        .execute();
    }
    for (const part of chunks(challans)) {
      await tx
        .insertInto('registry_challans')
        .values(part.map((c) => ({ ...c, updated_at: now })))
        .onConflict((oc) =>
          oc.column('challan_number').doUpdateSet(fromExcluded<RegistryChallansTable>(CHALLAN_COLUMNS)),
        )
        .execute();
    }
    const count = (rows: readonly unknown[], known: Set<string>): UpsertCounts => ({
      inserted: rows.length - known.size,
      updated: known.size,
    });
    return { vehicles: count(vehicles, knownVehicles), challans: count(challans, knownChallans) };
  });
}

export async function countRegistry(db: Kysely<Database>): Promise<{ vehicles: number; challans: number }> {
  const [v, c] = await Promise.all([
    db
      .selectFrom('registry_vehicles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('registry_challans')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { vehicles: Number(v.n), challans: Number(c.n) };
}

const toVehicleInfo = (row: RegistryVehiclesTable): VehicleInfo => ({
  vehicleManufacturerName: row.manufacturer,
  regNo: row.reg_no,
  model: row.model,
  regDate: toDisplayDate(row.reg_date),
  type: row.fuel_type,
  owner: row.owner_name,
  vehicleInsuranceCompanyName: row.insurer,
  engine: row.engine_no,
  chassis: row.chassis_no,
  vehicleCategory: row.vehicle_category,
  vehicleInsuranceUpto: toDisplayDate(row.insurance_upto),
});

const toChallan = (row: RegistryChallansTable): Challan => ({
  challanStatus: row.status,
  offenseDetails: row.offense,
  amount: row.amount,
  challanNumber: row.challan_number,
  state: row.state,
  challanDate: toDisplayDate(row.challan_date),
  accusedName: row.accused_name,
});

/** The default provider: the app's own registry tables (filled by `npm run registry:import`). */
export class LocalRegistry implements RegistryProvider {
  readonly name = 'local';
  constructor(private readonly db: Kysely<Database>) {}

  async vehicle(regNo: string): Promise<VehicleInfo | undefined> {
    const row = await this.db
      .selectFrom('registry_vehicles')
      .selectAll()
      .where('reg_no', '=', regNo)
      .executeTakeFirst();
    return row ? toVehicleInfo(row) : undefined;
  }

  async challans(regNo: string): Promise<Challan[] | undefined> {
    const known = await this.db
      .selectFrom('registry_vehicles')
      .select('reg_no')
      .where('reg_no', '=', regNo)
      .executeTakeFirst();
    const rows = await this.db
      .selectFrom('registry_challans')
      .selectAll()
      .where('reg_no', '=', regNo)
      .orderBy('challan_date', 'desc')
      .orderBy('challan_number')
      .execute();
    // A challan can be on record for a number the registry table lacks (imported separately).
    if (!known && rows.length === 0) return undefined;
    return rows.map(toChallan);
  }
}
