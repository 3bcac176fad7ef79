import { describe, expect, it, onTestFinished } from 'vitest';
import { appForTest } from '../../../tests/support/api-helpers.ts';
import {
  json,
  neverAnswers,
  startFakeSmsServer,
  type FakeAnswer,
  type FakeSmsServer,
  type ReceivedRequest,
} from '../../../tests/support/fake-sms-server.ts';
import { ConfigError, loadConfig } from '../config.server.ts';
import { HttpRegistry, type HttpRegistryOptions } from './http-registry.server.ts';
import { RegistryUnavailableError } from './registry-provider.server.ts';

/**
 * The HTTP registry provider against a local fake provider (one per test) answering in the
 * provider's own JSON: success, not found, 500 then a retry, time-outs, malformed answers and the
 * circuit breaker; then the API with REGISTRY_PROVIDER=http, where failures become a 503 that
 * says to try again and nothing of the provider's error.
 */

const KEY = 'test-registry-key-0123456789';

async function fakeProvider(answer?: FakeAnswer | ((request: ReceivedRequest) => FakeAnswer)): Promise<FakeSmsServer> {
  const fake = await startFakeSmsServer();
  onTestFinished(() => fake.close());
  if (answer) fake.answer(answer);
  return fake;
}

const provider = (fake: FakeSmsServer, extra: Partial<HttpRegistryOptions> = {}) =>
  // A time-out no answer of the fake reaches however busy the machine; the time-out tests give a short one.
  new HttpRegistry({ baseUrl: fake.url, apiKey: KEY, timeoutMs: 60_000, retries: 2, backoffMs: 20, ...extra });

/** The error a call rejected with (failing the test if it did not), and how long it took. */
async function failure(call: () => Promise<unknown>): Promise<{ error: RegistryUnavailableError; ms: number }> {
  const started = performance.now();
  const error = await call().then(
    () => expect.fail('the call should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegistryUnavailableError);
  return { error: error as RegistryUnavailableError, ms: performance.now() - started };
}

/** The provider's registration-certificate answer, as its API sends it. */
const RC = {
  status_code: 200,
  success: true,
  data: {
    client_id: 'rc_full_abc123',
    rc_number: 'MH12AB1234',
    registration_date: '2022-03-14',
    owner_name: 'RAMESH KUMAR',
    maker_description: 'TATA MOTORS LTD',
    maker_model: 'NEXON EV MAX XZ+ LUX',
    fuel_type: 'ELECTRIC(BOV)',
    vehicle_engine_number: 'E3P2A1B22034567',
    vehicle_chasi_number: 'MAT612345NPA23456',
    vehicle_category_description: 'LMV (Motor Car)',
    insurance_company: 'Sample General Insurance Co',
    insurance_upto: '2026-03-13',
    color: 'TEAL BLUE',
  },
};

const CHALLANS = {
  status_code: 200,
  data: {
    challans: [
      {
        challan_number: 'MH472122031410',
        challan_date: '2024-05-18 10:22:31',
        amount: '2000',
        challan_status: 'Pending',
        offense_details: 'Over speeding',
        state: 'Maharashtra',
        accused_name: 'RAMESH KUMAR',
      },
      {
        challan_number: 'MH472122031411',
        challan_date: '02-11-2022',
        amount: 1000,
        challan_status: 'Paid',
        offense_details: 'Jumping a red light',
        state: 'Maharashtra',
        accused_name: 'RAMESH KUMAR',
      },
    ],
  },
};

describe('HttpRegistry against a fake provider', () => {
  it('maps the provider’s registration answer onto our fields, sending the key and the number', async () => {
    const fake = await fakeProvider(json(200, RC));
    const vehicle = await provider(fake).vehicle('MH12AB1234');
    expect(vehicle).toEqual({
      vehicleManufacturerName: 'TATA MOTORS LTD',
      regNo: 'MH12AB1234',
      model: 'NEXON EV MAX XZ+ LUX',
      regDate: '14/03/2022',
      type: 'ELECTRIC(BOV)',
      owner: 'RAMESH KUMAR',
      vehicleInsuranceCompanyName: 'Sample General Insurance Co',
      engine: 'E3P2A1B22034567',
      chassis: 'MAT612345NPA23456',
      vehicleCategory: 'LMV (Motor Car)',
      vehicleInsuranceUpto: '13/03/2026',
    });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({ method: 'GET', path: '/rc/MH12AB1234' });
    expect(fake.received[0]!.headers['x-api-key']).toBe(KEY);
  });

  it('maps challans, reading dates and amounts in the forms providers send', async () => {
    const fake = await fakeProvider(json(200, CHALLANS));
    expect(await provider(fake).challans('MH12AB1234')).toEqual([
      {
        challanNumber: 'MH472122031410',
        challanDate: '18/05/2024',
        amount: 2000,
        challanStatus: 'Pending',
        offenseDetails: 'Over speeding',
        state: 'Maharashtra',
        accusedName: 'RAMESH KUMAR',
      },
      {
        challanNumber: 'MH472122031411',
        challanDate: '02/11/2022',
        amount: 1000,
        challanStatus: 'Paid',
        offenseDetails: 'Jumping a red light',
        state: 'Maharashtra',
        accusedName: 'RAMESH KUMAR',
      },
    ]);
    expect(fake.received[0]!.path).toBe('/challans/MH12AB1234');
  });

  it('reads a 404 as an unknown number, without retrying', async () => {
    const fake = await fakeProvider(json(404, { success: false, message: 'Record not found' }));
    expect(await provider(fake).vehicle('KL07CD9999')).toBeUndefined();
    expect(await provider(fake).challans('KL07CD9999')).toBeUndefined();
    expect(fake.received).toHaveLength(2);
  });

  it('retries a 500 after a back-off and returns the answer that follows', async () => {
    const times: number[] = [];
    const fake = await fakeProvider(() => {
      times.push(performance.now());
      return times.length === 1 ? json(500, { message: 'upstream Vahan error' }) : json(200, RC);
    });
    const vehicle = await provider(fake, { backoffMs: 50 }).vehicle('MH12AB1234');
    expect(vehicle?.owner).toBe('RAMESH KUMAR');
    expect(fake.received).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(45);
  });

  it('gives up after the configured retries of a failing provider, backing off longer each time', async () => {
    const fake = await fakeProvider(json(503, { message: 'maintenance' }));
    const { error, ms } = await failure(() => provider(fake, { retries: 2, backoffMs: 40 }).vehicle('MH12AB1234'));
    expect(error.reason).toBe('HTTP 503');
    expect(fake.received).toHaveLength(3);
    expect(ms).toBeGreaterThanOrEqual(40 + 80 - 10);
  });

  it('times out a slow provider after REGISTRY_TIMEOUT_MS on each attempt, retrying it', async () => {
    // The provider never answers: only the adapter's time-out can end each attempt.
    const fake = await fakeProvider({ ...json(200, RC), ...neverAnswers() });
    const { error, ms } = await failure(() =>
      provider(fake, { timeoutMs: 150, retries: 1, backoffMs: 10 }).vehicle('MH12AB1234'),
    );
    expect(error.reason).toBe('timed out after 150 ms');
    expect(fake.received).toHaveLength(2);
    // Two attempts, each waiting out its time-out (timers never fire early).
    expect(ms).toBeGreaterThanOrEqual(2 * 150 - 10);
    await fake.whenAbandoned(2);
  });

  it('refuses a malformed answer (not JSON, or JSON without the record) without retrying', async () => {
    const notJson = await fakeProvider({ status: 200, body: '<html>Gateway says hello</html>' });
    expect((await failure(() => provider(notJson).vehicle('MH12AB1234'))).error.reason).toBe(
      'malformed answer: not JSON',
    );
    expect(notJson.received).toHaveLength(1);

    const noData = await fakeProvider(json(200, { status_code: 200, data: 'MH12AB1234' }));
    expect((await failure(() => provider(noData).vehicle('MH12AB1234'))).error.reason).toBe(
      'malformed answer: no data object',
    );
    expect((await failure(() => provider(noData).challans('MH12AB1234'))).error.reason).toBe(
      'malformed answer: no challans list',
    );
  });

  it('reads a 4xx other than 404 (a bad key) as unavailable, without retrying', async () => {
    const fake = await fakeProvider(json(401, { message: 'Invalid API key' }));
    expect((await failure(() => provider(fake).vehicle('MH12AB1234'))).error.reason).toBe('HTTP 401');
    expect(fake.received).toHaveLength(1);
  });

  it('opens the circuit after repeated failures, fails fast while open, and closes after a good trial call', async () => {
    let now = 1_000_000;
    const fake = await fakeProvider(json(500, {}));
    const registry = provider(fake, { retries: 0, failureThreshold: 3, cooldownMs: 30_000, now: () => now });
    for (let i = 0; i < 3; i++)
      expect((await failure(() => registry.vehicle('MH12AB1234'))).error.reason).toBe('HTTP 500');
    expect(registry.circuit).toBe('open');
    expect(fake.received).toHaveLength(3);

    // Failing fast: the call is refused before the event loop turns once (no request, no timer),
    // so it settles before a setImmediate queued now.
    const call = registry.challans('MH12AB1234');
    const first = await Promise.race([
      call.then(
        () => 'answered',
        () => 'refused',
      ),
      new Promise((resolve) => setImmediate(() => resolve('still waiting'))),
    ]);
    expect(first).toBe('refused');
    const open = await failure(() => call);
    expect(open.error.reason).toBe('circuit open');
    expect(fake.received).toHaveLength(3);

    // After the cool-down one trial goes through; its failure opens the circuit again.
    now += 30_000;
    expect(registry.circuit).toBe('half-open');
    expect((await failure(() => registry.vehicle('MH12AB1234'))).error.reason).toBe('HTTP 500');
    expect(fake.received).toHaveLength(4);
    expect(registry.circuit).toBe('open');

    now += 30_000;
    fake.answer(json(200, RC));
    expect((await registry.vehicle('MH12AB1234'))?.regNo).toBe('MH12AB1234');
    expect(registry.circuit).toBe('closed');
  });
});

describe('the lookups with REGISTRY_PROVIDER=http', () => {
  const httpApp = (fake: FakeSmsServer, extra: Record<string, string> = {}) =>
    appForTest({
      REGISTRY_PROVIDER: 'http',
      REGISTRY_BASE_URL: fake.url,
      REGISTRY_API_KEY: KEY,
      REGISTRY_TIMEOUT_MS: '60000',
      REGISTRY_RETRIES: '0',
      ...extra,
    });

  it('answers from the provider, masked like any other lookup', async () => {
    const fake = await fakeProvider((request) =>
      request.path.startsWith('/rc/') ? json(200, RC) : json(200, CHALLANS),
    );
    const t = await httpApp(fake);
    const token = await t.signIn('9812345670');
    const vehicle = await t.call<{ data: Record<string, string> }>(
      'POST',
      '/ev/vehicle-detail/info',
      { vehicleNumber: 'mh12 ab 1234' },
      token,
    );
    expect(vehicle.status).toBe(200);
    expect(vehicle.body.data).toMatchObject({
      regNo: 'MH12AB1234',
      owner: 'R***** K****',
      chassis: '************23456',
      regDate: '14/03/2022',
    });
    const challans = await t.call<{ data: Array<Record<string, unknown>> }>(
      'POST',
      '/ev/e-challan/info',
      { vehicleNumber: 'MH12AB1234' },
      token,
    );
    expect(challans.body.data.map((c) => c.accusedName)).toEqual(['R***** K****', 'R***** K****']);
    expect(fake.received.map((r) => r.path)).toEqual(['/rc/MH12AB1234', '/challans/MH12AB1234']);
  });

  it("passes the provider's 404 on as 'Vehicle Number not found'", async () => {
    const fake = await fakeProvider(json(404, {}));
    const t = await httpApp(fake);
    const token = await t.signIn('9812345671');
    expect((await t.call('POST', '/ev/vehicle-detail/info', { vehicleNumber: 'KL07CD9999' }, token)).body).toEqual({
      success: false,
      message: 'Vehicle Number not found',
    });
  });

  it('answers a time-out, a 500 or a malformed answer with 503 and a retry message, never the provider’s error', async () => {
    const answers: FakeAnswer[] = [
      { ...json(200, RC), ...neverAnswers() },
      json(500, { error: 'ORA-00942: table or view does not exist' }),
      { status: 200, body: '{"data": ' },
    ];
    const fake = await fakeProvider(() => answers.shift() ?? json(500, {}));
    const t = await httpApp(fake, { REGISTRY_TIMEOUT_MS: '200' });
    const token = await t.signIn('9812345672');
    for (let i = 0; i < 3; i++) {
      const reply = await t.call(
        'POST',
        i === 1 ? '/ev/e-challan/info' : '/ev/vehicle-detail/info',
        { vehicleNumber: 'MH12AB1234' },
        token,
      );
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({
        success: false,
        message: 'The vehicle registry is not responding. Please try again in a minute.',
      });
      expect(reply.headers.get('retry-after')).toBe('60');
    }
    // Failed lookups are logged but do not use up the person's allowance.
    const log = await t.app.db.selectFrom('registry_lookups').select('outcome').execute();
    expect(log.map((row) => row.outcome)).toEqual(['unavailable', 'unavailable', 'unavailable']);
  });

  it('refuses to start without the provider URL and key', () => {
    expect(() => loadConfig({ REGISTRY_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(() => loadConfig({ REGISTRY_PROVIDER: 'http' })).toThrow(
      /REGISTRY_BASE_URL: is required when REGISTRY_PROVIDER=http/,
    );
    expect(() => loadConfig({ REGISTRY_PROVIDER: 'http', REGISTRY_BASE_URL: 'https://registry.example' })).toThrow(
      /REGISTRY_API_KEY: is required/,
    );
    expect(() => loadConfig({ REGISTRY_PROVIDER: 'vahan' })).toThrow(/REGISTRY_PROVIDER: must be local or http/);
    expect(loadConfig({}).REGISTRY_LOOKUPS_PER_DAY).toBe(30);
  });
});
