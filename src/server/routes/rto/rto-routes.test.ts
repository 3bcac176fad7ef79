import { describe, expect, it } from 'vitest';
import type { Challan, VehicleInfo } from '../../../domain/rto/vehicle-lookup.schema.ts';
import { appForTest, DAY, HOUR } from '../../../../tests/support/api-helpers.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * The RTO lookups over real HTTP on a real database seeded with the SAMPLE registry
 * (data/registry/sample-registry.json): answers, validation, unknown numbers, the sign-in check,
 * masking with the own-vehicle exception, and the per-person daily limit kept in the database.
 */

type Reply<T> = { success: boolean; message: string; masked?: boolean; data: T };
const VEHICLE = '/ev/vehicle-detail/info';
const CHALLAN = '/ev/e-challan/info';
const NOT_FOUND = 'Vehicle Number not found';
const INVALID = 'Please enter valid vehicle number';

const seeded = (env: Record<string, string> = {}) => appForTest({ REGISTRY_SEED: 'true', ...env });
let mobiles = 0;
const newMobile = () => `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++mobiles).padStart(2, '0')}`;

async function signedIn(t: TestApp, grNumber?: string): Promise<string> {
  const token = await t.signIn(newMobile());
  if (grNumber) {
    const set = await t.call('PUT', '/ev/user/set-preference', { userPreference: 'alreadyOwned', grNumber }, token);
    expect(set.status).toBe(200);
  }
  return token;
}

describe('POST /ev/vehicle-detail/info', () => {
  it('answers a sample vehicle with the spec fields, dates DD/MM/YYYY, owner and numbers masked', async () => {
    const t = await seeded();
    const token = await signedIn(t);
    const reply = await t.call<Reply<VehicleInfo>>('POST', VEHICLE, { vehicleNumber: 'MH12AB1234' }, token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Success',
      masked: true,
      data: {
        vehicleManufacturerName: 'Tata Motors Ltd',
        regNo: 'MH12AB1234',
        model: 'Nexon EV Max XZ+ Lux',
        regDate: '14/03/2022',
        type: 'ELECTRIC(BOV)',
        owner: 'R***** K****',
        vehicleInsuranceCompanyName: 'Sample General Insurance Co',
        engine: '**********34567',
        chassis: '************23456',
        vehicleCategory: 'LMV (Motor Car)',
        vehicleInsuranceUpto: '13/03/2026',
      },
    });
  });

  it('normalises the number first, and knows both formats including the BH series', async () => {
    const t = await seeded();
    const token = await signedIn(t);
    for (const [typed, regNo] of [
      ['mh 12-ab 1234', 'MH12AB1234'],
      ['22 bh 1234 ab', '22BH1234AB'],
      ['21-BH-0042-C', '21BH0042C'],
      ['mh12a1234', 'MH12A1234'],
    ]) {
      const reply = await t.call<Reply<VehicleInfo>>('POST', VEHICLE, { vehicleNumber: typed }, token);
      expect(reply.status, typed).toBe(200);
      expect(reply.body.data.regNo).toBe(regNo);
    }
  });

  it.each([
    ['a series with I', { vehicleNumber: 'MH12AI1234' }],
    ['a BH number with O', { vehicleNumber: '22BH1234OA' }],
    ['three series letters', { vehicleNumber: 'MH12ABC1234' }],
    ['an empty number', { vehicleNumber: '' }],
    ['a number that is a number', { vehicleNumber: 1234 }],
    ['no number at all', {}],
  ])('refuses %s with 400 and the spec message', async (_why, body) => {
    const t = await seeded();
    const token = await signedIn(t);
    const reply = await t.call('POST', VEHICLE, body, token);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message: INVALID });
  });

  it("answers a valid number the registry does not know with 404 'Vehicle Number not found'", async () => {
    const t = await seeded();
    const token = await signedIn(t);
    const reply = await t.call('POST', VEHICLE, { vehicleNumber: 'KL07CD9999' }, token);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, message: NOT_FOUND });
  });

  it('reads the registry tables: without the seed the sample numbers are unknown', async () => {
    const t = await appForTest({ REGISTRY_SEED: 'false' });
    const token = await signedIn(t);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'MH12AB1234' }, token)).status).toBe(404);
  });
});

describe('POST /ev/e-challan/info', () => {
  it('lists the challans, newest first, with the violator masked', async () => {
    const t = await seeded();
    const token = await signedIn(t);
    const reply = await t.call<Reply<Challan[]>>('POST', CHALLAN, { vehicleNumber: 'mh12ab1234' }, token);
    expect(reply.status).toBe(200);
    expect(reply.body.masked).toBe(true);
    expect(reply.body.data).toEqual([
      {
        challanStatus: 'Pending',
        offenseDetails: 'Over speeding',
        amount: 2000,
        challanNumber: 'MH4721220314103012',
        state: 'Maharashtra',
        challanDate: '18/05/2024',
        accusedName: 'R***** K****',
      },
      {
        challanStatus: 'Unpaid',
        offenseDetails: 'Parking in a no-parking zone',
        amount: 500,
        challanNumber: 'MH4721230917084455',
        state: 'Maharashtra',
        challanDate: '17/09/2023',
        accusedName: 'R***** K****',
      },
      {
        challanStatus: 'Paid',
        offenseDetails: 'Jumping a red light',
        amount: 1000,
        challanNumber: 'MH4721221102191020',
        state: 'Maharashtra',
        challanDate: '02/11/2022',
        accusedName: 'R***** K****',
      },
    ]);
  });

  it('answers an empty list for a known vehicle without challans', async () => {
    const t = await seeded();
    const token = await signedIn(t);
    const reply = await t.call<Reply<Challan[]>>('POST', CHALLAN, { vehicleNumber: 'TN09BX4521' }, token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });

  it('refuses an invalid number with 400 and an unknown one with 404', async () => {
    const t = await seeded();
    const token = await signedIn(t);
    expect((await t.call('POST', CHALLAN, { vehicleNumber: 'MH12O1234' }, token)).body).toEqual({
      success: false,
      message: INVALID,
    });
    const unknown = await t.call('POST', CHALLAN, { vehicleNumber: '23BH9999ZZ' }, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: NOT_FOUND });
  });
});

describe('both lookups', () => {
  it.each([VEHICLE, CHALLAN])(
    "%s needs a valid token: 401 'Un-Authorized' without one, with a forged one or after logout",
    async (path) => {
      const t = await seeded();
      const body = { vehicleNumber: 'MH12AB1234' };
      for (const token of [undefined, '', 'not-a-real-token']) {
        const answer = await t.call('POST', path, body, token);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ success: false, message: 'Un-Authorized' });
      }
      const token = await signedIn(t);
      expect((await t.call('PUT', '/ev/user/logout', {}, token)).status).toBe(200);
      expect((await t.call('POST', path, body, token)).body).toEqual({ success: false, message: 'Un-Authorized' });
      // Checked before the body: an invalid number without a token is still 401.
      expect((await t.call('POST', path, { vehicleNumber: 'x' })).status).toBe(401);
    },
  );

  it("shows the person's own vehicle (the number in their profile) unmasked, and only that one", async () => {
    const t = await seeded();
    const owner = await signedIn(t, 'mh 12 ab 1234');
    const mine = await t.call<Reply<VehicleInfo>>('POST', VEHICLE, { vehicleNumber: 'MH12AB1234' }, owner);
    expect(mine.body.masked).toBe(false);
    expect(mine.body.data).toMatchObject({
      owner: 'Ramesh Kumar',
      engine: 'E3P2A1B22034567',
      chassis: 'MAT612345NPA23456',
    });
    const myChallans = await t.call<Reply<Challan[]>>('POST', CHALLAN, { vehicleNumber: 'MH-12-AB-1234' }, owner);
    expect(myChallans.body.data.map((c) => c.accusedName)).toEqual(['Ramesh Kumar', 'Ramesh Kumar', 'Ramesh Kumar']);

    const other = await t.call<Reply<VehicleInfo>>('POST', VEHICLE, { vehicleNumber: '22BH1234AB' }, owner);
    expect(other.body.masked).toBe(true);
    expect(other.body.data).toMatchObject({
      owner: 'A**** D****',
      engine: '**********00451',
      chassis: '************23987',
    });
    const otherChallans = await t.call<Reply<Challan[]>>('POST', CHALLAN, { vehicleNumber: '22BH1234AB' }, owner);
    expect(otherChallans.body.data.map((c) => c.accusedName)).toEqual(['A**** D****', 'A**** D****']);

    // Someone else looking up the first person's vehicle sees it masked.
    const stranger = await signedIn(t);
    const theirs = await t.call<Reply<VehicleInfo>>('POST', VEHICLE, { vehicleNumber: 'MH12AB1234' }, stranger);
    expect(theirs.body.data).toMatchObject({
      owner: 'R***** K****',
      engine: '**********34567',
      chassis: '************23456',
    });
  });
});

describe('the daily lookup limit (REGISTRY_LOOKUPS_PER_DAY)', () => {
  const LIMIT_TEXT = 'You have reached today’s limit of 3 vehicle lookups. Please try again tomorrow.';

  it('allows the limit across both lookups (found or not), then answers 429 until a day has passed', async () => {
    const t = await seeded({ REGISTRY_LOOKUPS_PER_DAY: '3' });
    const token = await signedIn(t);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'MH12AB1234' }, token)).status).toBe(200);
    t.clock.advance(HOUR);
    expect((await t.call('POST', CHALLAN, { vehicleNumber: 'MH12AB1234' }, token)).status).toBe(200);
    // Invalid numbers never reach the registry and do not count.
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'nonsense' }, token)).status).toBe(400);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'KL07CD9999' }, token)).status).toBe(404);

    for (const path of [VEHICLE, CHALLAN]) {
      const reply = await t.call('POST', path, { vehicleNumber: 'DL03CA1234' }, token);
      expect(reply.status).toBe(429);
      expect(reply.body).toEqual({ success: false, message: LIMIT_TEXT });
      // The first lookup leaves the 24-hour window in 23 hours.
      expect(Number(reply.headers.get('retry-after'))).toBe(23 * 3600);
    }

    // Someone else is not affected.
    const other = await signedIn(t);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'DL03CA1234' }, other)).status).toBe(200);

    // Refused attempts do not extend the wait: once the first lookup is a day old, one more is allowed.
    t.clock.advance(23 * HOUR);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'DL03CA1234' }, token)).status).toBe(200);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'DL03CA1234' }, token)).status).toBe(429);
    t.clock.advance(DAY);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'DL03CA1234' }, token)).status).toBe(200);
  });

  it('holds across two server instances sharing one database, and every lookup is in the audit log', async () => {
    const first = await seeded({ REGISTRY_LOOKUPS_PER_DAY: '4' });
    const second = await startTestApp({
      REGISTRY_SEED: 'true',
      REGISTRY_LOOKUPS_PER_DAY: '4',
      DATABASE_URL: first.app.config.DATABASE_URL,
    });
    try {
      const token = await signedIn(first);
      const body = { vehicleNumber: 'KA01MG0001' };
      const replies = await Promise.all(
        [first, second, first, second, first, second].map((t) => t.call('POST', CHALLAN, body, token)),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 429, 429]);

      const profile = await first.call<{ data: { id: string } }>('PUT', '/ev/user/check-profile', {}, token);
      const userId = profile.body.data.id;
      const log = await first.app.db.selectFrom('registry_lookups').selectAll().where('user_id', '=', userId).execute();
      expect(log).toHaveLength(6);
      expect(log.map((row) => row.outcome).sort()).toEqual([
        'found',
        'found',
        'found',
        'found',
        'rate_limited',
        'rate_limited',
      ]);
      expect(new Set(log.map((row) => `${row.kind} ${row.reg_no}`))).toEqual(new Set(['challan KA01MG0001']));
    } finally {
      await second.close();
    }
  });
});
