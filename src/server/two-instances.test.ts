import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastOtp as lastOtpIn,
  startInstance as startShared,
  startInstancePair,
  type Instance,
  type InstancePair,
} from '../../tests/support/app-instance.ts';

/**
 * Scale-out (issue 7): two instances of the app, each with its own memory, on one database and
 * one Redis, as behind a load balancer. A limit reached through one holds on the other, and a
 * sign-in made on one works on the other. The database is PostgreSQL when TEST_DATABASE_URL
 * says so (the PostgreSQL leg of `npm test`), else one SQLite file both instances open.
 */
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

const LIMITS = {
  API_PER_IP: '80',
  TRAFFIC_WINDOW_SECONDS: '3600',
  OTP_ROUTE_PER_MINUTE: '12',
  MAPS_RATE_PER_MINUTE: '4',
  OTP_MAX_ATTEMPTS: '3',
};
const startInstance = (env: Record<string, string>) => startShared({ ...LIMITS, ...env });

/** Calls `send` until it answers 429, and returns how many calls were let through first. */
async function untilRefused(send: () => Promise<{ status: number }>, atMost: number): Promise<number> {
  for (let i = 0; i < atMost; i++) if ((await send()).status === 429) return i;
  throw new Error(`still not refused after ${atMost} calls`);
}

const mobileNumber = () => `9${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;

describe.skipIf(!redisUrl)(
  `two instances on one database and one Redis${redisUrl ? '' : ' (skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)'}`,
  () => {
    let pair: InstancePair;
    let a: Instance;
    let b: Instance;

    const lastOtp = (mobile: string) => lastOtpIn(pair.outbox, mobile);

    beforeAll(async () => {
      pair = await startInstancePair(LIMITS, redisUrl!);
      ({ a, b } = pair);
    });

    afterAll(async () => {
      await pair?.close();
    });

    it('a sign-in made on one instance works on the other', async () => {
      const mobile = mobileNumber();
      expect((await a.call('PUT', '/ev/user/send-otp', { mobile })).status).toBe(200);
      // The code sent through A is checked by B.
      const verified = await b.call('PUT', '/ev/user/verify-otp', { mobile, otp: lastOtp(mobile) });
      expect(verified.status).toBe(200);
      const token = verified.body.data!.token as string;
      const profile = await a.call('PUT', '/ev/user/check-profile', {}, token);
      expect(profile.status).toBe(200);
      expect(profile.body.data).toMatchObject({ mobile });
      // Signing out on B ends the session on A too.
      expect((await b.call('PUT', '/ev/user/logout', {}, token)).status).toBe(200);
      expect((await a.call('PUT', '/ev/user/check-profile', {}, token)).status).toBe(401);
    });

    it('the resend cap and the attempt cap of one-time codes hold across instances', async () => {
      const mobile = mobileNumber();
      expect((await a.call('PUT', '/ev/user/send-otp', { mobile })).status).toBe(200);
      const again = await b.call('PUT', '/ev/user/send-otp', { mobile });
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);

      const wrong = lastOtp(mobile) === '0000' ? '1111' : '0000';
      expect((await a.call('PUT', '/ev/user/verify-otp', { mobile, otp: wrong })).status).toBe(400);
      expect((await b.call('PUT', '/ev/user/verify-otp', { mobile, otp: wrong })).status).toBe(400);
      expect((await a.call('PUT', '/ev/user/verify-otp', { mobile, otp: wrong })).status).toBe(400);
      // Three tries used (OTP_MAX_ATTEMPTS=3), one through B: even the right code is refused now.
      const right = await b.call('PUT', '/ev/user/verify-otp', { mobile, otp: lastOtp(mobile) });
      expect(right.status).toBe(400);
      expect(right.body.success).toBe(false);
    });

    it("the maps per-token limit reached through one instance holds on the other (the app's own Redis counters)", async () => {
      const issued = await a.call('POST', '/googleservice/auth', {});
      const token = issued.body.data!.token as string;
      const nearest = (instance: Instance) =>
        instance.call('POST', '/googleservice/ev-stations', { lat: 28.61, lng: 77.21 }, token);
      // A maps token issued by A is accepted by B (one MAPS_TOKEN_SECRET).
      expect((await nearest(b)).status).toBe(200);
      const letThrough = 1 + (await untilRefused(() => nearest(a), 10));
      expect(letThrough).toBe(Number(LIMITS.MAPS_RATE_PER_MINUTE));
      const onB = await nearest(b);
      expect(onB.status).toBe(429);
      expect(onB.body.message).toBe('Too many requests. Please wait a moment and try again.');
    });

    it('the send-otp route limit (routeLimit on the Redis counters) reached through one instance holds on the other', async () => {
      const send = (instance: Instance) => instance.call('PUT', '/ev/user/send-otp', { mobile: mobileNumber() });
      await untilRefused(() => send(a), 20);
      expect((await send(b)).status).toBe(429);
    });

    // Last: it spends the whole per-address budget that the other tests share.
    it('the per-address request budget reached through one instance holds on the other', async () => {
      await untilRefused(() => a.call('GET', '/ev/evData'), 100);
      const onB = await b.call('GET', '/ev/evData');
      expect(onB.status).toBe(429);
      expect(onB.body).toEqual({ success: false, message: 'Too many requests. Please wait a moment and try again.' });
      // The refusal says when to come back.
      expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  },
);

describe('without REDIS_URL each instance counts alone (why the shared store is needed)', () => {
  it('the per-address budget of one instance does not touch another', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-two-'));
    const shared = {
      DATABASE_URL: path.join(dir, 'ev.sqlite'),
      SMS_OUTBOX: path.join(dir, 'outbox.jsonl'),
      API_PER_IP: '5',
    };
    const one = await startInstance(shared);
    const two = await startInstance(shared);
    try {
      expect(one.app.redis).toBeNull();
      await untilRefused(() => one.call('GET', '/ev/evData'), 10);
      const other = await two.call('GET', '/ev/evData');
      expect(other.status).toBe(200);
      // Answers within the budget carry no x-ratelimit-* headers (no client reads them).
      expect(other.headers.get('x-ratelimit-remaining')).toBeNull();
    } finally {
      await one.app.close();
      await two.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
