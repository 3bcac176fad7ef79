import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations, checkInUrl, favouriteUrl } from '../../../tests/support/check-in-helpers.ts';
import { lastOtp, startInstancePair, type Instance, type InstancePair } from '../../../tests/support/app-instance.ts';

/**
 * Check-ins behind a load balancer (issue 17): two instances on one database (PostgreSQL when
 * TEST_DATABASE_URL says so, else one SQLite file) and one Redis see the same check-ins, limits and
 * favourites, as src/server/two-instances.test.ts does for sign-in and the other limits.
 */
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

const ENV = { OTP_SENDS_PER_IP_PER_HOUR: '1000' };

const STATIONS = Array.from({ length: 50 }, (_, i) => `ocm:${700_000 + i}`);

describe.skipIf(!redisUrl)(
  `check-ins on two instances${redisUrl ? '' : ' (skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)'}`,
  () => {
    let pair: InstancePair;
    let a: Instance;
    let b: Instance;

    const signIn = async (on: Instance, mobile: string) => {
      expect((await on.call('PUT', '/ev/user/send-otp', { mobile })).status).toBe(200);
      const verified = await on.call('PUT', '/ev/user/verify-otp', { mobile, otp: lastOtp(pair.outbox, mobile) });
      return verified.body.data!.token as string;
    };

    beforeAll(async () => {
      pair = await startInstancePair(ENV, redisUrl!);
      ({ a, b } = pair);
      await addStations(a.app.db, STATIONS);
    });

    afterAll(async () => {
      await pair?.close();
    });

    it('a check-in made through one is in the other’s history and summary, and its 30-minute limit holds there', async () => {
      const token = await signIn(a, '9880000001');
      expect(
        (await a.call('POST', checkInUrl(STATIONS[0]!), { outcome: 'charged', comment: 'Through A' }, token)).status,
      ).toBe(201);
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
      const replies = await Promise.all(
        STATIONS.map((id, i) => (i % 2 ? a : b).call('POST', checkInUrl(id), { outcome: 'waited' }, token)),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(30);
      const user = await a.app.db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', '9880000002')
        .executeTakeFirstOrThrow();
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
  },
);

describe('without REDIS_URL, the database alone holds the per-person limits across instances', () => {
  it('50 check-ins at once, half to each instance, store 30', { timeout: 60_000 }, async () => {
    const { a: one, b: two, outbox, close } = await startInstancePair(ENV);
    try {
      await addStations(one.app.db, STATIONS);
      expect(one.app.redis).toBeNull();
      expect((await one.call('PUT', '/ev/user/send-otp', { mobile: '9880000009' })).status).toBe(200);
      const otp = lastOtp(outbox, '9880000009');
      const token = (await two.call('PUT', '/ev/user/verify-otp', { mobile: '9880000009', otp })).body.data!
        .token as string;
      const replies = await Promise.all(
        STATIONS.map((id, i) => (i % 2 ? one : two).call('POST', checkInUrl(id), { outcome: 'charged' }, token)),
      );
      expect(replies.filter((r) => r.status >= 500)).toEqual([]);
      expect(replies.filter((r) => r.status === 201)).toHaveLength(30);
      const { n } = await one.app.db
        .selectFrom('check_ins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(30);
    } finally {
      await close();
    }
  });
});
