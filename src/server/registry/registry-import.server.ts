import fs from 'node:fs';
import path from 'node:path';
import { csvRecords } from '../../domain/csv/csv.ts';
import { normaliseVehicleNumber, VEHICLE_NUMBER_PATTERN } from '../../domain/user/user-rules.ts';
import { toIsoDate } from './registry-provider.server.ts';
import type { ChallanRow, VehicleRow } from './registry-repository.server.ts';

/**
 * Reads a registry file for `npm run registry:import` and the first-start seed. Records use the
 * API's own field names (spec section 3), so a file reads like the answers it produces:
 * - JSON: {"vehicles": [{regNo, vehicleManufacturerName, model, regDate, type, owner,
 *   vehicleInsuranceCompanyName, engine, chassis, vehicleCategory, vehicleInsuranceUpto}],
 *   "challans": [{challanNumber, regNo, challanStatus, offenseDetails, amount, state, challanDate, accusedName}]};
 * - CSV: one kind per file, with those names as the header; a challanNumber column makes it a
 *   challans file.
 * Dates may be YYYY-MM-DD or DD/MM/YYYY. A record with a bad number, date or amount is skipped
 * and reported, never half-loaded.
 */
export interface RegistryFile {
  vehicles: VehicleRow[];
  challans: ChallanRow[];
  /** One line per skipped record, saying why. */
  skipped: string[];
}

type Fields = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function regNoOf(record: Fields): string | undefined {
  const regNo = normaliseVehicleNumber(text(record.regNo));
  return VEHICLE_NUMBER_PATTERN.test(regNo) ? regNo : undefined;
}

/** An optional date: empty stays empty, anything else must read as a date. */
function dateOf(value: unknown): string | undefined {
  const raw = text(value);
  return raw === '' ? '' : toIsoDate(raw);
}

function vehicleRow(record: Fields, source: string): VehicleRow | string {
  const reg_no = regNoOf(record);
  if (!reg_no) return `vehicle ${JSON.stringify(text(record.regNo))}: not a valid vehicle number`;
  const reg_date = dateOf(record.regDate);
  const insurance_upto = dateOf(record.vehicleInsuranceUpto);
  if (reg_date === undefined || insurance_upto === undefined)
    return `vehicle ${reg_no}: a date is not YYYY-MM-DD or DD/MM/YYYY`;
  return {
    reg_no,
    manufacturer: text(record.vehicleManufacturerName),
    model: text(record.model),
    reg_date,
    fuel_type: text(record.type),
    owner_name: text(record.owner),
    insurer: text(record.vehicleInsuranceCompanyName),
    insurance_upto,
    engine_no: text(record.engine),
    chassis_no: text(record.chassis),
    vehicle_category: text(record.vehicleCategory),
    source,
  };
}

function challanRow(record: Fields, source: string): ChallanRow | string {
  const challan_number = text(record.challanNumber);
  if (!challan_number) return 'challan without a challanNumber';
  const reg_no = regNoOf(record);
  if (!reg_no) return `challan ${challan_number}: not a valid vehicle number`;
  const status = text(record.challanStatus);
  if (!status) return `challan ${challan_number}: no challanStatus`;
  const amount = Number(text(record.amount).replace(/[₹,\s]/g, ''));
  if (!Number.isFinite(amount) || amount < 0 || text(record.amount) === '')
    return `challan ${challan_number}: amount is not a number of rupees`;
  const challan_date = dateOf(record.challanDate);
  if (challan_date === undefined) return `challan ${challan_number}: challanDate is not YYYY-MM-DD or DD/MM/YYYY`;
  return {
    challan_number,
    reg_no,
    status,
    offense: text(record.offenseDetails),
    amount: Math.round(amount),
    state: text(record.state),
    challan_date,
    accused_name: text(record.accusedName),
    source,
  };
}

/** Turns parsed records into rows; later records of the same key replace earlier ones. */
export function registryFromRecords(input: { vehicles?: unknown; challans?: unknown }, source: string): RegistryFile {
  const vehicles = new Map<string, VehicleRow>();
  const challans = new Map<string, ChallanRow>();
  const skipped: string[] = [];
  const list = (value: unknown): Fields[] =>
    Array.isArray(value) ? value.filter((r): r is Fields => !!r && typeof r === 'object') : [];
  for (const record of list(input.vehicles)) {
    const row = vehicleRow(record, source);
    if (typeof row === 'string') skipped.push(row);
    else vehicles.set(row.reg_no, row);
  }
  for (const record of list(input.challans)) {
    const row = challanRow(record, source);
    if (typeof row === 'string') skipped.push(row);
    else challans.set(row.challan_number, row);
  }
  return { vehicles: [...vehicles.values()], challans: [...challans.values()], skipped };
}

/** Parses a file's text by its extension (.json or .csv). */
export function parseRegistryText(body: string, fileName: string): RegistryFile {
  const source = path.basename(fileName);
  if (/\.json$/i.test(fileName)) {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error(`${source}: expected an object with "vehicles" and/or "challans" lists`);
    return registryFromRecords(parsed as Fields, source);
  }
  if (/\.csv$/i.test(fileName)) {
    const { header, records } = csvRecords(body);
    if (!header.includes('regNo')) throw new Error(`${source}: the CSV header needs a regNo column`);
    return registryFromRecords(
      header.includes('challanNumber') ? { challans: records } : { vehicles: records },
      source,
    );
  }
  throw new Error(`${source}: registry files are .json or .csv`);
}

export function readRegistryFile(file: string): RegistryFile {
  return parseRegistryText(fs.readFileSync(file, 'utf8'), file);
}
