import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations, checkInUrl, favouriteUrl } from '../../../tests/support/check-in-helpers.ts';
import { clearRedisPrefix, lastOtp, startInstance as startShared, type Instance } from '../../../tests/support/app-instance.ts';
import { freshDatabaseUrl } from '../../../tests/support/test-app.ts';

/**
 * Check-ins behind a load balancer (issue 17): two instances on one database (PostgreSQL when
 * TEST_DATABASE_URL says so, else one SQLite file) and one Redis see the same check-ins, limits and
 * favourites, as src/server/two-instances.test.ts does for sign-in and the other limits.
 */
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

const startInstance = (env: Record<string, string>) => startShared({ OTP_SENDS_PER_IP_PER_HOUR: '1000', ...env });

const STATIONS = Array.from({ length: 50 }, (_, i) => `ocm:${700_000 + i}`);

describe.skipIf(!redisUrl)(`check-ins on two instances${redisUrl ? '' : ' (skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)'}`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-two-checkins-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const prefix = `ev-test-${crypto.randomBytes(4).toString('hex')}:`;
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let a: Instance;
  let b: Instance;

  const signIn = async (on: Instance, mobile: string) => {
    expect((await on.call('PUT', '/ev/user/send-otp', { mobile })).status).toBe(200);
    const verified = await on.call('PUT', '/ev/user/verify-otp', { mobile, otp: lastOtp(outbox, mobile) });
    return verified.body.data!.token as string;
  };

  beforeAll(async () => {
    database = await freshDatabaseUrl(dir);
    const shared = { DATABASE_URL: database.url, SMS_OUTBOX: outbox, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix };
    a = await startInstance(shared);
    b = await startInstance(shared);
    await addStations(a.app.db, STATIONS);
  });

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await clearRedisPrefix(redisUrl!, prefix);
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a check-in made through one is in the other’s history and summary, and its 30-minute limit holds there', async () => {
    const token = await signIn(a, '9880000001');
    expect((await a.call('POST', checkInUrl(STATIONS[0]!), { outcome: 'charged', comment: 'Through A' }, token)).status).toBe(201);
    const history = await b.call('GET', checkInUrl(STATIONS[0]!));
    expect(JSON.stringify(history.body)).toContain('Through A');
    const summary = await b.call('GET', `/ev/stations/summaries?ids=${STATIONS[0]}`);
    expect(summary.body.data).toMatchObject({ summaries: [{ state: 'charged', check_ins_30d: 1 }] });
    const again = await b.call('POST', checkInUrl(STATIONS[0]!), { outcome: 'charged' }, token);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^You checked in here a moment ago/);
  });

  it('the daily limit holds across both under 50 requests at once, half to each', async () => {
    const token = await signIn(b, '9880000002');
    const replies = await Promise.all(STATIONS.map((id, i) => (i % 2 ? a : b).call('POST', checkInUrl(id), { outcome: 'waited' }, token)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(30);
    const user = await a.app.db.selectFrom('users').select('id').where('mobile', '=', '9880000002').executeTakeFirstOrThrow();
    const rows = await a.app.db.selectFrom('check_ins').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(30);
  });

  it('a favourite saved through one is listed by the other, and removed through it', async () => {
    const token = await signIn(a, '9880000003');
    expect((await a.call('PUT', favouriteUrl(STATIONS[7]!), undefined, token)).status).toBe(200);
    const listed = await b.call('GET', '/ev/favourites', undefined, token);
    expect(JSON.stringify(listed.body.data)).toContain(STATIONS[7]);
    expect((await b.call('DELETE', favouriteUrl(STATIONS[7]!), undefined, token)).status).toBe(200);
    expect((await a.call('GET', '/ev/favourites', undefined, token)).body.data).toEqual({ favourites: [] });
  });
});

describe('without REDIS_URL, the database alone holds the per-person limits across instances', () => {
  it('50 check-ins at once, half to each instance, store 30', { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-two-checkins-'));
    const database = await freshDatabaseUrl(dir);
    const outbox = path.join(dir, 'outbox.jsonl');
    const shared = { DATABASE_URL: database.url, SMS_OUTBOX: outbox };
    const one = await startInstance(shared);
    const two = await startInstance(shared);
    try {
      await addStations(one.app.db, STATIONS);
      expect(one.app.redis).toBeNull();
      expect((await one.call('PUT', '/ev/user/send-otp', { mobile: '9880000009' })).status).toBe(200);
      const otp = lastOtp(outbox, '9880000009');
      const token = (await two.call('PUT', '/ev/user/verify-otp', { mobile: '9880000009', otp })).body.data!.token as string;
      const replies = await Promise.all(STATIONS.map((id, i) => (i % 2 ? one : two).call('POST', checkInUrl(id), { outcome: 'charged' }, token)));
      expect(replies.filter((r) => r.status >= 500)).toEqual([]);
      expect(replies.filter((r) => r.status === 201)).toHaveLength(30);
      const { n } = await one.app.db.selectFrom('check_ins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(n)).toBe(30);
    } finally {
      await one.app.close();
      await two.app.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
