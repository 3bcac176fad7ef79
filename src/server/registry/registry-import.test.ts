import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appForTest } from '../../../tests/support/api-helpers.ts';
import { parseRegistryText } from './registry-import.server.ts';
import { countRegistry, LocalRegistry, upsertRegistry } from './registry-repository.server.ts';
import { SAMPLE_REGISTRY_FILE } from './seed-registry.server.ts';

/** Registry files (JSON and CSV) into the tables: what is read, what is skipped, and idempotent upserts. */

const VEHICLES_CSV = `regNo,vehicleManufacturerName,model,regDate,type,owner,vehicleInsuranceCompanyName,engine,chassis,vehicleCategory,vehicleInsuranceUpto
"kl 07 cd 1234",Tata Motors Ltd,"Punch EV, Empowered",05/01/2024,ELECTRIC(BOV),Joseph Mathew,Sample General Insurance Co,PEV24A0001,MAT6PEV24R0000001,LMV (Motor Car),2027-01-04
KL07CI1234,Bad Series,,2024-01-05,,,,,,,
KL07CD5678,Date Wrong,,31/02/2024,,,,,,,
`;
const CHALLANS_CSV = `challanNumber,regNo,challanStatus,offenseDetails,amount,state,challanDate,accusedName
KL0701240301,KL07CD1234,Pending,Over speeding,"₹1,500",Kerala,2024-03-01,Joseph Mathew
KL0701240302,KL07CD1234,Paid,No helmet,abc,Kerala,2024-03-02,Joseph Mathew
`;

describe('registry files', () => {
  it('reads vehicles and challans CSV, normalising numbers and dates, and says what it skipped', () => {
    const vehicles = parseRegistryText(VEHICLES_CSV, 'vehicles.csv');
    expect(vehicles.vehicles).toEqual([
      expect.objectContaining({
        reg_no: 'KL07CD1234',
        model: 'Punch EV, Empowered',
        reg_date: '2024-01-05',
        insurance_upto: '2027-01-04',
        owner_name: 'Joseph Mathew',
        source: 'vehicles.csv',
      }),
    ]);
    expect(vehicles.skipped).toEqual([
      'vehicle "KL07CI1234": not a valid vehicle number',
      'vehicle KL07CD5678: a date is not YYYY-MM-DD or DD/MM/YYYY',
    ]);

    const challans = parseRegistryText(CHALLANS_CSV, 'challans.csv');
    expect(challans.challans).toEqual([
      expect.objectContaining({
        challan_number: 'KL0701240301',
        reg_no: 'KL07CD1234',
        amount: 1500,
        challan_date: '2024-03-01',
      }),
    ]);
    expect(challans.skipped).toEqual(['challan KL0701240302: amount is not a number of rupees']);
  });

  it('refuses files it cannot read, with a message naming the file', () => {
    expect(() => parseRegistryText('[]', 'list.json')).toThrow(/list\.json: expected an object/);
    expect(() => parseRegistryText('a,b\n1,2\n', 'other.csv')).toThrow(
      /other\.csv: the CSV header needs a regNo column/,
    );
    expect(() => parseRegistryText('', 'registry.xml')).toThrow(/\.json or \.csv/);
  });

  it('the SAMPLE file is labelled as such and covers both formats and every tab state', () => {
    const text = fs.readFileSync(SAMPLE_REGISTRY_FILE, 'utf8');
    expect((JSON.parse(text) as { notice: string }).notice).toMatch(/^SAMPLE DATA\..*NOT government records/);
    const sample = parseRegistryText(text, 'sample-registry.json');
    expect(sample.skipped).toEqual([]);
    expect(sample.vehicles.length).toBeGreaterThanOrEqual(10);
    expect(sample.vehicles.some((v) => /^\d{2}BH\d{4}[A-Z]{1,2}$/.test(v.reg_no))).toBe(true);
    expect(sample.vehicles.some((v) => /^[A-Z]{2}\d{2}[A-Z]{1,2}\d{4}$/.test(v.reg_no))).toBe(true);
    expect(new Set(sample.challans.map((c) => c.status))).toEqual(new Set(['Pending', 'Unpaid', 'Paid', 'Disposed']));
    expect(
      sample.vehicles.filter((v) => !sample.challans.some((c) => c.reg_no === v.reg_no)).map((v) => v.reg_no),
    ).toEqual(['TN09BX4521']);
  });

  it('upserts by registration and challan number: a second load changes nothing, a changed record replaces the old', async () => {
    const t = await appForTest({ REGISTRY_SEED: 'false' });
    const { vehicles } = parseRegistryText(VEHICLES_CSV, 'vehicles.csv');
    const { challans } = parseRegistryText(CHALLANS_CSV, 'challans.csv');
    expect(await upsertRegistry(t.app.db, vehicles, challans, 1)).toEqual({
      vehicles: { inserted: 1, updated: 0 },
      challans: { inserted: 1, updated: 0 },
    });
    expect(await upsertRegistry(t.app.db, vehicles, challans, 2)).toEqual({
      vehicles: { inserted: 0, updated: 1 },
      challans: { inserted: 0, updated: 1 },
    });
    expect(await countRegistry(t.app.db)).toEqual({ vehicles: 1, challans: 1 });

    await upsertRegistry(t.app.db, [], [{ ...challans[0]!, status: 'Paid' }], 3);
    const registry = new LocalRegistry(t.app.db);
    expect((await registry.challans('KL07CD1234'))?.map((c) => c.challanStatus)).toEqual(['Paid']);
    expect((await registry.vehicle('KL07CD1234'))?.regDate).toBe('05/01/2024');
  });

  it('npm run registry:import loads a file into DATABASE_URL, and running it again adds nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-registry-'));
    const db = path.join(dir, 'ev.sqlite');
    const run = () =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/registry-import.ts', SAMPLE_REGISTRY_FILE], {
        env: { ...process.env, DATABASE_URL: db },
        encoding: 'utf8',
      });
    try {
      expect(run()).toMatch(
        /vehicles: 10 inserted, 0 updated; challans: 15 inserted, 0 updated; 10 vehicles and 15 challans in the database/,
      );
      expect(run()).toMatch(
        /vehicles: 0 inserted, 10 updated; challans: 0 inserted, 15 updated; 10 vehicles and 15 challans in the database/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
