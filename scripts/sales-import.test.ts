import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evSalesTotals } from '../src/domain/sales/ev-sales-totals.ts';
import { readCounterFile } from '../src/domain/sales/ev-counter-series.ts';
import { importSalesMonths } from '../src/domain/sales/sales-import.ts';

const HEADER = 'Date,E2W_TWO_WHEELER,E2W_source,E4W_CARS,E4W_source,ALL_EV,ALL_EV_source';
const BUNDLED = fs.readFileSync(new URL('../data/ev-sales/ev_counters_monthly.csv', import.meta.url), 'utf8');
const CATEGORY_FILE = fs.readFileSync(
  new URL('../data/ev-sales/ev_registrations_by_category_monthly.csv', import.meta.url),
  'utf8',
);
/** July 2026 as the Vahan dashboard might give it: June 2026 was 1,94,724 e-2W, 31,823 e-4W, 3,09,825 in all. */
const JULY = '1/7/2026,180000,vahan,30000,vahan,290000,vahan';

const month = (...rows: string[]) => [HEADER, ...rows].join('\n');
const refusals = (text: string) => {
  const result = importSalesMonths(BUNDLED, text);
  return result.ok ? [] : result.problems.map((p) => p.message);
};

describe('importSalesMonths (npm run sales:import)', () => {
  it('accepts a good month and appends it to the bundled series, which the card then counts', () => {
    const result = importSalesMonths(BUNDLED, month(JULY));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.added.map((m) => m.month)).toEqual(['2026-07']);
    const after = readCounterFile(result.text);
    expect(after.problems).toEqual([]);
    expect(after.months.map((m) => m.month).at(-1)).toBe('2026-07');
    expect(after.months).toHaveLength(readCounterFile(BUNDLED).months.length + 1);
    const before = evSalesTotals(CATEGORY_FILE, BUNDLED);
    const totals = evSalesTotals(CATEGORY_FILE, result.text);
    expect(totals.asOf).toBe('2026-07');
    expect(totals.twoWheeler).toBe(before.twoWheeler + 180_000);
    expect(totals.fourWheeler).toBe(before.fourWheeler + 30_000);
    // The rows already bundled are written back as they were.
    expect(result.text.startsWith(BUNDLED)).toBe(true);
  });

  it('accepts a month with a category left empty (a gap), which the card then names', () => {
    const result = importSalesMonths(BUNDLED, month('1/7/2026,180000,vahan,,gap: no complete figure,,'));
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(evSalesTotals(CATEGORY_FILE, result.text).missing.fourWheeler).toEqual(['2026-05', '2026-07']);
  });

  it('refuses a negative figure, naming the row', () => {
    expect(refusals(month('1/7/2026,-5,vahan,30000,vahan,,'))).toEqual([
      'line 2 (1/7/2026): E2W_TWO_WHEELER is negative (-5)',
    ]);
  });

  it('refuses a month already bundled, and a month given twice', () => {
    expect(refusals(month('1/6/2026,190000,vahan,30000,vahan,,'))).toEqual([
      'line 2 (1/6/2026): 2026-06 is already in the bundled data',
    ]);
    expect(refusals(month(JULY, '15/7/2026,1,vahan,1,vahan,,'))).toEqual([
      'line 3 (15/7/2026): 2026-07 is given twice (also on line 2)',
    ]);
  });

  it('refuses a category more than 3× its previous month, naming the row and the month before', () => {
    // June 2026's e-4W is 31,823: 3× is 95,469.
    expect(refusals(month('1/7/2026,180000,vahan,95470,vahan,,'))).toEqual([
      "line 2 (1/7/2026): E4W_CARS 95470 is more than 3× 2026-06's 31823",
    ]);
    expect(refusals(month('1/7/2026,180000,vahan,95469,vahan,,'))).toEqual([]);
    // Against the month before within the file too: August against July.
    expect(refusals(month(JULY, '1/8/2026,540001,vahan,30000,vahan,,'))).toEqual([
      "line 3 (1/8/2026): E2W_TWO_WHEELER 540001 is more than 3× 2026-07's 180000",
    ]);
  });

  it('refuses an unreadable figure or date, a figure without a known source, and the wrong columns', () => {
    expect(refusals(month('1/7/2026,lots,vahan,1,vahan,,'))).toEqual([
      'line 2 (1/7/2026): E2W_TWO_WHEELER is not a whole number (lots)',
    ]);
    expect(refusals(month('July 2026,1,vahan,1,vahan,,'))).toEqual([
      'line 2 (July 2026): the date must be D/M/YYYY, such as 1/7/2026 for July 2026',
    ]);
    expect(refusals(month('1/7/2026,180000,a friend,30000,vahan,,'))).toEqual([
      'line 2 (1/7/2026): E2W_TWO_WHEELER cites no known source (a; see src/domain/sales/ev-sales-sources.ts)',
    ]);
    expect(refusals('Month,e2W\n2026-07,180000')[0]).toMatch(/^line 1: the columns must be Date,E2W_TWO_WHEELER/);
    expect(refusals(HEADER)).toEqual(['the file holds no month']);
  });

  it('refuses the whole file when one row is bad: every problem named, nothing taken', () => {
    expect(refusals(month(JULY, '1/8/2026,-1,vahan,1,vahan,,', '1/6/2026,1,vahan,1,vahan,,'))).toEqual([
      'line 3 (1/8/2026): E2W_TWO_WHEELER is negative (-1)',
      'line 4 (1/6/2026): 2026-06 is already in the bundled data',
    ]);
  });
});

describe('scripts/sales-import.ts', () => {
  let dir: string;
  const run = promisify(execFile);
  const script = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/sales-import.ts', ...args], { cwd: process.cwd() }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sales-import-'));
    fs.writeFileSync(path.join(dir, 'counters.csv'), BUNDLED);
    fs.writeFileSync(path.join(dir, 'july.csv'), month(JULY));
    fs.writeFileSync(path.join(dir, 'bad.csv'), month('1/7/2026,-5,vahan,30000,vahan,,'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a bad file with the row named and a failing exit code, leaving the data as it was', async () => {
    const result = await script(path.join(dir, 'bad.csv'), '--to', path.join(dir, 'counters.csv'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('line 2 (1/7/2026): E2W_TWO_WHEELER is negative (-5)');
    expect(fs.readFileSync(path.join(dir, 'counters.csv'), 'utf8')).toBe(BUNDLED);
  });

  it('adds a good month to the file it is given', async () => {
    const result = await script(path.join(dir, 'july.csv'), '--to', path.join(dir, 'counters.csv'));
    expect(result.stdout).toContain('added 2026-07');
    expect(result.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'counters.csv'), 'utf8')).toBe(`${BUNDLED}${JULY}\n`);
  });
});
