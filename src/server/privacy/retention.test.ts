import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { DAY_MS, HOUR_MS, RETENTION } from '../../domain/privacy/retention.ts';
import { loadConfig } from '../config.server.ts';

/**
 * Retention (issue 31; docs/privacy.md): the clean-up deletes sign-in codes after a day, failed
 * tries after the lockout window, ended sessions, the lookup log after a year and the lookup
 * limit's keyed rows after a day, and nothing younger; every instance runs it when it starts.
 */

describe('the retention clean-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.retention.settled();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Rows of every kind the clean-up looks at, one just past its time and one just within it; the labels of those that must stay. */
  async function addAgedRows(now: number) {
    const db = t.app.db;
    const userId = 'retention-test-user';
    await db
      .insertInto('users')
      .values({
        id: userId,
        mobile: '9854000001',
        name: 'Dear user',
        email: '',
        gr_number: '',
        user_preference: '',
        skip_gr_number: 1,
        viewed_cov_screen: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const code = (id: string, age: number) => ({
      id,
      mobile: '9854000001',
      purpose: 'login',
      user_id: null,
      code_hash: 'x',
      ip: '127.0.0.1',
      created_at: now - age,
      expires_at: now - age + 300_000,
      attempts: 0,
      consumed_at: null,
    });
    await db
      .insertInto('otp_codes')
      .values([
        code('code-old', RETENTION.codesHours * HOUR_MS + 1),
        code('code-young', RETENTION.codesHours * HOUR_MS - 60_000),
      ])
      .execute();
    const lockHours = t.app.config.OTP_LOCK_WINDOW_HOURS;
    await db
      .insertInto('otp_failures')
      .values([
        { mobile: '9854000001', created_at: now - lockHours * HOUR_MS - 1 },
        { mobile: '9854000002', created_at: now - lockHours * HOUR_MS + 60_000 },
      ])
      .execute();
    const session = (id: string, expires: number, revoked: number | null) => ({
      id,
      user_id: userId,
      token_hash: id,
      created_at: now - DAY_MS,
      expires_at: expires,
      revoked_at: revoked,
      device: '',
    });
    await db
      .insertInto('sessions')
      .values([
        session('session-expired', now - 1, null),
        session('session-signed-out', now + DAY_MS, now - 1),
        session('session-live', now + DAY_MS, null),
      ])
      .execute();
    const lookup = (regNo: string, age: number) => ({
      user_id: userId,
      kind: 'vehicle',
      reg_no: regNo,
      outcome: 'found',
      created_at: now - age,
    });
    await db
      .insertInto('registry_lookups')
      .values([
        lookup('OLD', RETENTION.lookupLogDays * DAY_MS + 1),
        lookup('YOUNG', RETENTION.lookupLogDays * DAY_MS - DAY_MS),
      ])
      .execute();
    const claim = (key: string, age: number) => ({
      account_key: key,
      number_key: key,
      counted: 1,
      created_at: now - age,
    });
    await db
      .insertInto('registry_allowance')
      .values([
        claim('old', RETENTION.allowanceHours * HOUR_MS),
        claim('young', RETENTION.allowanceHours * HOUR_MS - 60_000),
      ])
      .execute();
  }

  async function whatIsLeft() {
    const db = t.app.db;
    return {
      codes: (await db.selectFrom('otp_codes').select('id').execute()).map((r) => r.id),
      failures: (await db.selectFrom('otp_failures').select('mobile').execute()).map((r) => r.mobile),
      sessions: (await db.selectFrom('sessions').select('id').execute()).map((r) => r.id).sort(),
      lookups: (await db.selectFrom('registry_lookups').select('reg_no').execute()).map((r) => r.reg_no),
      allowance: (await db.selectFrom('registry_allowance').select('account_key').execute()).map((r) => r.account_key),
    };
  }

  it('deletes what is past its time and keeps what is not', async () => {
    await addAgedRows(t.clock.now);
    await t.app.retention.run();
    expect(await whatIsLeft()).toEqual({
      codes: ['code-young'],
      failures: ['9854000002'],
      sessions: ['session-live'],
      lookups: ['YOUNG'],
      allowance: ['young'],
    });
  });

  it('runs when an instance starts', async () => {
    const db = t.app.db;
    await db
      .insertInto('sessions')
      .values({
        id: 'session-ended-before-start',
        user_id: 'retention-test-user',
        token_hash: 'y',
        created_at: 0,
        expires_at: t.clock.now - 1,
        revoked_at: null,
        device: '',
      })
      .execute();
    const second = await startTestApp({ DATABASE_URL: t.app.config.DATABASE_URL });
    try {
      await second.app.retention.settled();
      expect((await db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual(['session-live']);
    } finally {
      await second.close();
    }
  });

  it('quotes in the app the retention the server applies by default', () => {
    const defaults = loadConfig({});
    expect(RETENTION.sessionDays).toBe(defaults.SESSION_TTL_DAYS);
    expect(RETENTION.failedTriesHours).toBe(defaults.OTP_LOCK_WINDOW_HOURS);
  });
});
