import fs from 'node:fs';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { expectSecurityHeaders } from '../../../../tests/support/security-headers.ts';

/**
 * The totals, worked out here straight from the two files (data/ev-sales), without the domain code:
 * the Vahan category file before the newer series starts (two-wheelers the three TWO WHEELER columns,
 * four-wheelers LIGHT MOTOR VEHICLE plus LIGHT PASSENGER VEHICLE), then ev_counters_monthly.csv's
 * E2W_TWO_WHEELER and E4W_CARS (data/ev-sales/SOURCE.md). Rows without a real D/M/YYYY date are skipped.
 */
function expectedTotals() {
  const read = (name: string) =>
    fs
      .readFileSync(new URL(`../../../../data/ev-sales/${name}`, import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.replace(/\r$/, ''))
      .filter(Boolean);
  const monthOf = (date: string) => {
    const [d, m, y] = date.split('/').map(Number);
    return d && m && y ? `${y}-${String(m).padStart(2, '0')}` : null;
  };
  const [newerHead, ...newerRows] = read('ev_counters_monthly.csv');
  const newerNames = newerHead!.split(',');
  const cutover = monthOf(newerRows[0]!.split(',')[0]!)!;
  const [head, ...rows] = read('ev_registrations_by_category_monthly.csv');
  const names = head!.replace(/^\uFEFF/, '').split(',');
  const column = (list: string[], name: string) => {
    const index = list.indexOf(name);
    if (index < 0) throw new Error(`no column ${name}`);
    return index;
  };
  const two = ['TWO WHEELER(NT)', 'TWO WHEELER(T)', 'TWO WHEELER (INVALID CARRIAGE)'].map((n) => column(names, n));
  const four = ['LIGHT MOTOR VEHICLE', 'LIGHT PASSENGER VEHICLE'].map((n) => column(names, n));
  let twoWheeler = 0;
  let fourWheeler = 0;
  let months = 0;
  for (const row of rows) {
    const cells = row.split(',');
    const month = monthOf(cells[0]!);
    if (!month || month >= cutover) continue;
    months++;
    for (const i of two) twoWheeler += Number.parseInt(cells[i]!, 10);
    for (const i of four) fourWheeler += Number.parseInt(cells[i]!, 10);
  }
  let latest = '';
  for (const row of newerRows) {
    // The newer file's source cells may hold quoted commas; the figures come before them.
    const cells = row.split(',');
    const e2w = cells[column(newerNames, 'E2W_TWO_WHEELER')]!;
    const e4w = cells[column(newerNames, 'E4W_CARS')]!;
    months++;
    twoWheeler += Number(e2w || 0);
    fourWheeler += Number(e4w || 0);
    if (e2w || e4w) latest = monthOf(cells[0]!)!;
  }
  return { twoWheeler, fourWheeler, months, asOf: latest };
}

type EvData = {
  success: boolean;
  message: string;
  data: {
    twoWheeler: number;
    fourWheeler: number;
    asOf: string;
    source: string;
    missing: { twoWheeler: string[]; fourWheeler: string[] };
    sources: { category: string; source: string; from: string; to: string }[];
  };
};

describe('GET /ev/evData', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('returns national two- and four-wheeler EV registrations summed from the bundled months, to June 2026', async () => {
    const expected = expectedTotals();
    expect(expected.months).toBeGreaterThan(280);
    const reply = await t.call<EvData>('GET', '/ev/evData');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body.success).toBe(true);
    expect(reply.body.data.twoWheeler).toBeGreaterThan(0);
    expect(reply.body.data.fourWheeler).toBeGreaterThan(0);
    expect(reply.body.data.twoWheeler).toBe(expected.twoWheeler);
    expect(reply.body.data.fourWheeler).toBe(expected.fourWheeler);
    expect(reply.body.data.asOf).toBe(expected.asOf);
    expect(expected.asOf).toBe('2026-06');
    expect(reply.body.data.source).toMatch(/Vahan/);
    // e-4W May 2026 has no complete figure: left out, and said.
    expect(reply.body.data.missing).toEqual({ twoWheeler: [], fourWheeler: ['2026-05'] });
    expect(reply.body.data.sources.map((s) => s.source)).toEqual([
      'vahan-category',
      'S2',
      'S3a',
      'vahan-category',
      'S1',
      'F1',
    ]);
  });

  it('sends an ETag and answers 304 when the client already has that version', async () => {
    const first = await t.call('GET', '/ev/evData');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);

    const again = await fetch(`${t.baseUrl}/ev/evData`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    const stale = await fetch(`${t.baseUrl}/ev/evData`, { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
    expect(((await stale.json()) as EvData).data.asOf).toBe('2026-06');
  });

  it('carries the security headers, on data, errors and unknown paths alike', async () => {
    const replies = [
      await t.call('GET', '/ev/evData'),
      await t.call('PUT', '/ev/user/check-profile'),
      await t.call('GET', '/ev/no-such-thing'),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 401, 404]);
    for (const [i, { headers }] of replies.entries()) expectSecurityHeaders(headers, `reply ${i}`);
  });
});
