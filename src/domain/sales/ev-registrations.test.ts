import { describe, expect, it } from 'vitest';
import { readCategoryFile } from './ev-registrations.ts';

/** The file's months summed, and the latest month: what the card took from this file alone before May 2024. */
function totalEvRegistrations(text: string) {
  const months = readCategoryFile(text);
  return {
    twoWheeler: months.reduce((sum, m) => sum + m.twoWheeler, 0),
    fourWheeler: months.reduce((sum, m) => sum + m.fourWheeler, 0),
    asOf: months.map((m) => m.month).reduce((a, b) => (a > b ? a : b), ''),
  };
}

/** A cut-down copy of the Vahan monthly file: the real header order, a few hand-made rows. */
const HEADER =
  'Date,FOUR WHEELER (INVALID CARRIAGE),HEAVY GOODS VEHICLE,LIGHT MOTOR VEHICLE,LIGHT PASSENGER VEHICLE,THREE WHEELER(NT),TWO WHEELER (INVALID CARRIAGE),THREE WHEELER(T),TWO WHEELER(NT),TWO WHEELER(T)';

const ROWS = [
  //        4W-IC HGV  LMV  LPV  3WNT 2W-IC 3WT 2WNT 2WT
  '0,0,0,0,0,0,0,0,0,0',
  '1/1/2001,7,1,15,1,3,2,4,62,5',
  '15/12/2023,100,9,200,30,50,4,60,1000,20',
  '9/3/2024,0,0,10,2,0,1,0,300,7',
];

function csv(rows: string[] = ROWS, header = HEADER): string {
  return [header, ...rows].join('\n');
}

describe('readCategoryFile', () => {
  it('sums two-wheelers from the three TWO WHEELER columns', () => {
    // (2+62+5) + (4+1000+20) + (1+300+7)
    expect(totalEvRegistrations(csv()).twoWheeler).toBe(69 + 1024 + 308);
  });

  it('sums four-wheelers from LIGHT MOTOR VEHICLE + LIGHT PASSENGER VEHICLE only', () => {
    // (15+1) + (200+30) + (10+2); the invalid-carriage four-wheeler column is not counted
    expect(totalEvRegistrations(csv()).fourWheeler).toBe(16 + 230 + 12);
  });

  it('reports the latest month as asOf (YYYY-MM), whatever the row order', () => {
    expect(totalEvRegistrations(csv()).asOf).toBe('2024-03');
    const shuffled = [ROWS[3]!, ROWS[0]!, ROWS[2]!, ROWS[1]!];
    expect(totalEvRegistrations(csv(shuffled)).asOf).toBe('2024-03');
  });

  it('reads D/M/YYYY, not M/D/YYYY', () => {
    const result = totalEvRegistrations(csv(['1/11/2022,0,0,1,0,0,0,0,1,0', '12/2/2022,0,0,1,0,0,0,0,1,0']));
    expect(result.asOf).toBe('2022-11');
  });

  it("skips the junk '0' row and other rows without a date", () => {
    const junk = ['0,999,999,999,999,999,999,999,999,999', 'Total,1,1,1,1,1,1,1,1,1', '13/13/2024,5,5,5,5,5,5,5,5,5'];
    const result = totalEvRegistrations(csv([...junk, '1/1/2001,7,1,15,1,3,2,4,62,5']));
    expect(result).toEqual({ twoWheeler: 69, fourWheeler: 16, asOf: '2001-01' });
  });

  it('tolerates a byte-order mark, CRLF line ends and blank lines', () => {
    const text = `\uFEFF${HEADER}\r\n${ROWS.join('\r\n')}\r\n\r\n`;
    const result = totalEvRegistrations(text);
    expect(result.twoWheeler).toBe(1401);
    expect(result.fourWheeler).toBe(258);
    expect(result.asOf).toBe('2024-03');
  });

  it('finds the columns by name, not by position', () => {
    const header =
      'Date,TWO WHEELER(T),LIGHT PASSENGER VEHICLE,TWO WHEELER(NT),LIGHT MOTOR VEHICLE,TWO WHEELER (INVALID CARRIAGE)';
    const result = totalEvRegistrations(csv(['5/6/2020,1,2,3,4,5'], header));
    expect(result).toMatchObject({ twoWheeler: 9, fourWheeler: 6, asOf: '2020-06' });
  });

  it('counts empty cells as zero', () => {
    expect(totalEvRegistrations(csv(['1/1/2020,,,,,,,,,'])).twoWheeler).toBe(0);
  });

  it('keeps each month apart, in file order', () => {
    expect(readCategoryFile(csv()).map((m) => m.month)).toEqual(['2001-01', '2023-12', '2024-03']);
  });

  it('throws when the two-wheeler columns are missing', () => {
    const header = 'Date,LIGHT MOTOR VEHICLE,LIGHT PASSENGER VEHICLE';
    expect(() => totalEvRegistrations(csv(['1/1/2020,1,1'], header))).toThrow(/lacks the columns/);
  });

  it('throws when the four-wheeler columns are missing', () => {
    const header = 'Date,TWO WHEELER(NT),TWO WHEELER(T),TWO WHEELER (INVALID CARRIAGE)';
    expect(() => totalEvRegistrations(csv(['1/1/2020,1,1,1'], header))).toThrow(/lacks the columns/);
  });

  it('throws on an empty file', () => {
    expect(() => totalEvRegistrations('')).toThrow();
    expect(() => totalEvRegistrations('\uFEFF')).toThrow();
  });
});

describe('the bundled Vahan file (data/ev-sales)', () => {
  it('parses into positive national totals with a YYYY-MM asOf', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(
      new URL('../../../data/ev-sales/ev_registrations_by_category_monthly.csv', import.meta.url),
      'utf8',
    );
    const result = totalEvRegistrations(text);
    expect(result.twoWheeler).toBeGreaterThan(result.fourWheeler);
    expect(result.fourWheeler).toBeGreaterThan(0);
    expect(result.asOf).toMatch(/^20\d{2}-(0[1-9]|1[0-2])$/);
  });
});
