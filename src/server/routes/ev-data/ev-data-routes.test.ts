import fs from 'node:fs';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { expectSecurityHeaders } from '../../../../tests/support/security-headers.ts';

/**
 * The totals, worked out here straight from the Vahan file (data/ev-sales), without the domain
 * code: two-wheelers are the three TWO WHEELER columns, four-wheelers LIGHT MOTOR VEHICLE plus
 * LIGHT PASSENGER VEHICLE (data/ev-sales/SOURCE.md). Rows without a real D/M/YYYY date are skipped.
 */
function expectedTotals() {
  const text = fs.readFileSync(
    new URL('../../../../data/ev-sales/ev_registrations_by_category_monthly.csv', import.meta.url),
    'utf8',
  );
  const [head, ...rows] = text
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter(Boolean);
  const names = head!.replace(/^\uFEFF/, '').split(',');
  const column = (name: string) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`no column ${name}`);
    return index;
  };
  const two = ['TWO WHEELER(NT)', 'TWO WHEELER(T)', 'TWO WHEELER (INVALID CARRIAGE)'].map(column);
  const four = ['LIGHT MOTOR VEHICLE', 'LIGHT PASSENGER VEHICLE'].map(column);
  let twoWheeler = 0;
  let fourWheeler = 0;
  let latest = new Date(0);
  let months = 0;
  for (const row of rows) {
    const cells = row.split(',');
    const [d, m, y] = cells[0]!.split('/').map(Number);
    if (!d || !m || !y) continue;
    months++;
    for (const i of two) twoWheeler += Number.parseInt(cells[i]!, 10);
    for (const i of four) fourWheeler += Number.parseInt(cells[i]!, 10);
    const date = new Date(Date.UTC(y, m - 1, 1));
    if (date > latest) latest = date;
  }
  return { twoWheeler, fourWheeler, months, asOf: latest.toISOString().slice(0, 7) };
}

type EvData = {
  success: boolean;
  message: string;
  data: { twoWheeler: number; fourWheeler: number; asOf: string; source: string };
};

describe('GET /ev/evData', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('returns national two- and four-wheeler EV registrations summed from the Vahan series', async () => {
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
    expect(reply.body.data.asOf).toBe('2024-08');
    expect(expected.asOf).toBe('2024-08');
    expect(reply.body.data.source).toMatch(/Vahan/);
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
    expect(((await stale.json()) as EvData).data.asOf).toBe('2024-08');
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
