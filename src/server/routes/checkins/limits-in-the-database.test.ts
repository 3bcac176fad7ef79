import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStations,
  checkInUrl,
  mobiles,
  reportUrl,
  type Envelope,
} from '../../../../tests/support/check-in-helpers.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { CheckInCreated, ReportCreated } from '../../../domain/checkins/checkin-api.ts';
import { WRITE_LIMITS } from '../../../domain/checkins/checkin-rules.ts';
import { checkinsEn } from '../../../domain/i18n/areas/checkins.en.ts';

/**
 * The per-person write limits with the counter store in front of them unable to count, as when
 * Redis is down: the gate then lets every request through (write-limits.server.ts), so the
 * database's own refusal (checkin-statements.server.ts, report-store.server.ts: counted from the
 * rows, under the person's lock) is all that holds 50 requests at once. check-in-routes.test.ts
 * sends the same floods with the gate counting, where it turns them away before the database.
 * Runs on SQLite, and on PostgreSQL in npm test's second leg.
 */

const STATIONS = Array.from({ length: 60 }, (_, i) => `ocm:${910_000 + i}`);
const E = checkinsEn.checkins.errors;

describe('the per-person limits when the counter store lets everything through (the database alone holds them)', () => {
  let t: TestApp;
  let gateAsked = 0;
  const nextMobile = mobiles('983');

  beforeAll(async () => {
    t = await startTestApp({
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
      STATION_WRITES_PER_IP_PER_HOUR: '1',
      API_PER_IP: '100000',
      API_PER_TOKEN: '100000',
    });
    await addStations(t.app.db, STATIONS);
    // Signing in counts too: the store stops counting only for the writes below.
    // Every count answers 'none yet', so every counted limit lets the request through.
    t.app.counters.hit = (_key: string, windowMs: number) => {
      gateAsked += 1;
      return { count: 0, resetInMs: windowMs };
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new person (signed in before the store stops counting) and their user id. */
  const person = async () => {
    const counts = t.app.counters.hit;
    delete (t.app.counters as { hit?: unknown }).hit;
    try {
      const token = await t.signIn(nextMobile());
      const id = (await t.call<Envelope<{ id: string }>>('PUT', '/ev/user/check-profile', {}, token)).body.data!.id;
      return { token, id };
    } finally {
      t.app.counters.hit = counts;
    }
  };
  const checkIn = (placeId: string, token: string) =>
    t.call<Envelope<CheckInCreated>>('POST', checkInUrl(placeId), { outcome: 'charged' }, token);
  const stored = async (userId: string) =>
    (await t.app.db.selectFrom('check_ins').select('place_id').where('user_id', '=', userId).execute()).length;

  it('stores one check-in per person per station in 30 minutes, 50 at once', async () => {
    const { token, id } = await person();
    const asked = gateAsked;
    const replies = await Promise.all(Array.from({ length: 50 }, () => checkIn(STATIONS[0]!, token)));
    // Every request went past the gate (one per-address count and one per-station count each, neither counted).
    expect(gateAsked - asked).toBeGreaterThanOrEqual(100);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(49);
    expect(refused[0]!.body.message).toBe(E.sameStation_other.replace('{{count}}', '30'));
    expect(await stored(id)).toBe(1);
  });

  it(`stores ${WRITE_LIMITS.checkInsPerDay} check-ins per person a day across stations, 50 at once`, async () => {
    const { token, id } = await person();
    const replies = await Promise.all(STATIONS.slice(1, 51).map((placeId) => checkIn(placeId, token)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(WRITE_LIMITS.checkInsPerDay);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(50 - WRITE_LIMITS.checkInsPerDay);
    expect(replies.find((r) => r.status === 429)!.body.message).toBe(
      E.checkInsPerDay.replace('{{max}}', String(WRITE_LIMITS.checkInsPerDay)),
    );
    expect(await stored(id)).toBe(WRITE_LIMITS.checkInsPerDay);
  });

  it(`stores ${WRITE_LIMITS.reportsPerDay} reports per person a day, 50 at once`, async () => {
    const { token, id } = await person();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call<Envelope<ReportCreated>>(
          'POST',
          reportUrl(STATIONS[i % 5]!),
          { kind: 'wrong_location', note: 'Pin is 2 km off' },
          token,
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(WRITE_LIMITS.reportsPerDay);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(50 - WRITE_LIMITS.reportsPerDay);
    expect(replies.find((r) => r.status === 429)!.body.message).toBe(
      E.reportsPerDay.replace('{{max}}', String(WRITE_LIMITS.reportsPerDay)),
    );
    const reports = await t.app.db.selectFrom('reports').select('id').where('user_id', '=', id).execute();
    expect(reports).toHaveLength(WRITE_LIMITS.reportsPerDay);
  });
});
