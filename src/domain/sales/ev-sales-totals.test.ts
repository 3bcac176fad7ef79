import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../csv/csv.ts';
import { COUNTER_HEADER } from './ev-counter-series.ts';
import { EV_SALES_SOURCE, evSalesTotals } from './ev-sales-totals.ts';
import { dateOfMonth, monthsBetween } from './sales-month.ts';

const CATEGORY_HEADER =
  'Date,LIGHT MOTOR VEHICLE,LIGHT PASSENGER VEHICLE,TWO WHEELER (INVALID CARRIAGE),TWO WHEELER(NT),TWO WHEELER(T)';

/** A counters file from rows of [month, e2W, e4W] (null: no figure), each cited to S2 and S1. */
function counters(rows: ReadonlyArray<readonly [string, number | null, number | null]>): string {
  const lines = rows.map(
    ([month, two, four]) =>
      `${dateOfMonth(month)},${two ?? ''},${two === null ? 'gap: none' : 'S2'},${four ?? ''},${four === null ? '' : 'S1'},,`,
  );
  return [COUNTER_HEADER.join(','), ...lines].join('\n');
}

describe('evSalesTotals', () => {
  const older = [
    CATEGORY_HEADER,
    '1/3/2024,10,1,0,100,5',
    '1/4/2024,20,2,1,200,6',
    '1/5/2024,999,999,999,999,999',
  ].join('\n');

  it('adds the category file before the newer series starts, and the newer series from its first month', () => {
    const totals = evSalesTotals(
      older,
      counters([
        ['2024-05', 1000, 50],
        ['2024-06', 2000, 60],
      ]),
    );
    // 2W: (0+100+5) + (1+200+6) + 1000 + 2000; 4W: (10+1) + (20+2) + 50 + 60; May 2024 of the older file is replaced.
    expect(totals).toMatchObject({ twoWheeler: 105 + 207 + 3000, fourWheeler: 11 + 22 + 110, asOf: '2024-06' });
    expect(totals.source).toBe(EV_SALES_SOURCE);
    expect(totals.missing).toEqual({ twoWheeler: [], fourWheeler: [] });
  });

  it('leaves out a month a category has no figure for, names it, and runs to the last month with a figure', () => {
    const totals = evSalesTotals(
      older,
      counters([
        ['2024-05', 1000, 50],
        ['2024-06', 2000, null],
        ['2024-07', 3000, 70],
      ]),
    );
    expect(totals.fourWheeler).toBe(33 + 50 + 70);
    expect(totals.missing).toEqual({ twoWheeler: [], fourWheeler: ['2024-06'] });
    expect(totals.asOf).toBe('2024-07');
    expect(totals.sources.filter((s) => s.category === 'fourWheeler')).toEqual([
      { category: 'fourWheeler', source: 'vahan-category', from: '2024-03', to: '2024-04' },
      { category: 'fourWheeler', source: 'S1', from: '2024-05', to: '2024-05' },
      { category: 'fourWheeler', source: 'S1', from: '2024-07', to: '2024-07' },
    ]);
  });

  it("names a month with no row at all as missing for both, and a category's last month without a figure too", () => {
    const totals = evSalesTotals(
      older,
      counters([
        ['2024-05', 1000, 50],
        ['2024-07', 3000, null],
      ]),
    );
    expect(totals.asOf).toBe('2024-07');
    expect(totals.missing).toEqual({ twoWheeler: ['2024-06'], fourWheeler: ['2024-06', '2024-07'] });
  });

  it('refuses a counters file with a month twice or a bad row, rather than count it', () => {
    expect(() =>
      evSalesTotals(
        older,
        counters([
          ['2024-05', 1, 1],
          ['2024-05', 1, 1],
        ]),
      ),
    ).toThrow(/given twice/);
    expect(() => evSalesTotals(older, counters([['2024-05', -1, 1]]))).toThrow(/negative/);
  });

  it('equals the sum of its months and runs to the last month with a figure, for any series', () => {
    const month = fc.integer({ min: 0, max: 40 }).map((i) => monthsBetween('2024-05', '2027-12')[i]!);
    const figure = fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null });
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(month, figure, figure), { selector: (r) => r[0], maxLength: 12 }), (rows) => {
        const totals = evSalesTotals(CATEGORY_HEADER, counters(rows));
        const sum = (k: 1 | 2) => rows.reduce((s, r) => s + (r[k] ?? 0), 0);
        expect(totals.twoWheeler).toBe(sum(1));
        expect(totals.fourWheeler).toBe(sum(2));
        const withFigure = rows.filter((r) => r[1] !== null || r[2] !== null).map((r) => r[0]);
        expect(totals.asOf).toBe(withFigure.toSorted().at(-1) ?? '');
      }),
    );
  });
});

describe('the bundled EV sales data (data/ev-sales)', () => {
  const read = (name: string) => fs.readFileSync(new URL(`../../../data/ev-sales/${name}`, import.meta.url), 'utf8');
  const totals = evSalesTotals(read('ev_registrations_by_category_monthly.csv'), read('ev_counters_monthly.csv'));

  /** The sums worked out here from the two files, without the domain code (data/ev-sales/SOURCE.md says how). */
  function expected() {
    const newer = csvRecords(read('ev_counters_monthly.csv'), { trim: true }).records;
    const monthOf = (date: string) => {
      const [, m, y] = date.split('/').map(Number);
      return `${y}-${String(m).padStart(2, '0')}`;
    };
    const cutover = monthOf(newer[0]!.Date!);
    const older = csvRecords(read('ev_registrations_by_category_monthly.csv'), { trim: true }).records.filter(
      (r) => /^\d+\/\d+\/\d{4}$/.test(r.Date!) && monthOf(r.Date!) < cutover,
    );
    const n = (v: string | undefined) => Number(v || 0);
    const twoWheeler =
      older.reduce(
        (s, r) => s + n(r['TWO WHEELER(NT)']) + n(r['TWO WHEELER(T)']) + n(r['TWO WHEELER (INVALID CARRIAGE)']),
        0,
      ) + newer.reduce((s, r) => s + n(r.E2W_TWO_WHEELER), 0);
    const fourWheeler =
      older.reduce((s, r) => s + n(r['LIGHT MOTOR VEHICLE']) + n(r['LIGHT PASSENGER VEHICLE']), 0) +
      newer.reduce((s, r) => s + n(r.E4W_CARS), 0);
    const lastWithData = newer
      .filter((r) => r.E2W_TWO_WHEELER !== '' || r.E4W_CARS !== '')
      .map((r) => monthOf(r.Date!))
      .toSorted()
      .at(-1);
    return { twoWheeler, fourWheeler, cutover, lastWithData };
  }

  it('counts the sums of the bundled months', () => {
    const { twoWheeler, fourWheeler, cutover } = expected();
    expect(cutover).toBe('2024-05');
    expect(totals.twoWheeler).toBe(twoWheeler);
    expect(totals.fourWheeler).toBe(fourWheeler);
    // The figures of the June 2026 update: 21,39,584 + 30,31,880 and 1,83,047 + 3,56,672.
    expect(totals.twoWheeler).toBe(5_171_464);
    expect(totals.fourWheeler).toBe(539_719);
  });

  it("says 'up to' the last month with data, and which month the four-wheeler counter leaves out", () => {
    expect(totals.asOf).toBe(expected().lastWithData);
    expect(totals.asOf).toBe('2026-06');
    expect(totals.missing).toEqual({ twoWheeler: [], fourWheeler: ['2026-05'] });
  });

  it('names a source for every month counted', () => {
    expect(totals.sources.map((s) => `${s.category} ${s.source} ${s.from}–${s.to}`)).toEqual([
      'twoWheeler vahan-category 2001-01–2024-04',
      'twoWheeler S2 2024-05–2025-12',
      'twoWheeler S3a 2026-01–2026-06',
      'fourWheeler vahan-category 2001-01–2024-04',
      'fourWheeler S1 2024-05–2026-04',
      'fourWheeler F1 2026-06–2026-06',
    ]);
  });
});
