import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { usingPostgres } from '../../../tests/support/test-database.ts';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.server.ts';
import { MemoryCounterStore } from '../http/counter-store.server.ts';
import { OtpCeiling } from '../services/otp-ceiling.server.ts';

async function appForTest(env: Record<string, string>): Promise<TestApp> {
  const t = await startTestApp(env);
  onTestFinished(() => t.close());
  return t;
}

describe('the global ceiling on sign-in codes', () => {
  it('refuses sends past OTP_SENDS_GLOBAL_PER_HOUR with 503 and Retry-After, from any address, and sends no SMS', async () => {
    const t = await appForTest({ OTP_SENDS_GLOBAL_PER_HOUR: '2', TRUST_PROXY: 'true' });
    const send = (mobile: string, address: string) =>
      t.call('PUT', '/ev/user/send-otp', { mobile }, undefined, { 'x-forwarded-for': address });
    expect((await send('9877720001', '203.0.113.1')).status).toBe(200);
    expect((await send('9877720002', '198.51.100.2')).status).toBe(200);
    const paused = await send('9877720003', '192.0.2.3');
    expect(paused.status).toBe(503);
    expect(paused.body).toEqual({
      success: false,
      message: 'We are not sending codes for a few minutes. Please try again later.',
    });
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(() => t.lastOtp('9877720003')).toThrow();
    // The refused send left no code behind to block the number's next try.
    expect(
      await t.app.db.selectFrom('otp_codes').select('mobile').where('mobile', '=', '9877720003').execute(),
    ).toEqual([]);
  });

  it('pages the operator once per window, however many sends it refuses', async () => {
    let now = 0;
    const pages: number[] = [];
    const ceiling = new OtpCeiling(new MemoryCounterStore(() => now), 1, (details) =>
      pages.push(details.retryAfterSeconds),
    );
    expect(await ceiling.take(now)).toBeUndefined();
    expect(await ceiling.take(now)).toBeGreaterThan(0);
    now += 60_000;
    expect(await ceiling.take(now)).toBeGreaterThan(0);
    expect(pages).toHaveLength(1);
    now += 3_600_000;
    expect(await ceiling.take(now)).toBeUndefined();
    expect(await ceiling.take(now)).toBeGreaterThan(0);
    expect(pages).toHaveLength(2);
  });
});

describe('carrier-safe defaults', () => {
  it('let 50 people behind one address each ask for a code and a maps token', async () => {
    const t = await appForTest({ TRUST_PROXY: 'true' });
    const carrier = { 'x-forwarded-for': '100.64.0.1' };
    for (let i = 0; i < 50; i++) {
      const mobile = `98777${String(30000 + i)}`;
      expect((await t.call('PUT', '/ev/user/send-otp', { mobile }, undefined, carrier)).status, mobile).toBe(200);
      expect((await t.call('POST', '/googleservice/auth', {}, undefined, carrier)).status).toBe(200);
    }
  });
});

describe('a database that cannot be reached', () => {
  it('is told apart from a wrong query', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it.skipIf(!usingPostgres())(
    'answers 503 with a plain message while its connections are cut, then serves again (PostgreSQL)',
    async () => {
      const t = await appForTest({});
      const token = await t.signIn('9877740001');
      const profile = () => t.call('PUT', '/ev/user/check-profile', {}, token);
      expect((await profile()).status).toBe(200);
      // What a restart does to the app: its open connections are ended and new ones refused, until
      // the database takes connections again. (The machine's server is shared: this closes one database.)
      const database = (
        await t.app.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()
      ).name;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`alter database "${database}" allow_connections false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        const during = await profile();
        expect(during.status).toBe(503);
        expect(during.body).toEqual({
          success: false,
          message: 'The service is not available right now. Please try again in a minute.',
        });
        expect(during.headers.get('retry-after')).toBe('5');
      } finally {
        await admin.query(`alter database "${database}" allow_connections true`);
        await admin.end();
      }
      // The pool opens new connections: the next call is served.
      expect((await profile()).status).toBe(200);
    },
  );
});
