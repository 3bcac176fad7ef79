import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appForTest, DAY, SECOND } from '../../../tests/support/api-helpers.ts';
import { apiRoutes, describeRoute, rawRequest, sampleUrl, WALK_ENV } from '../../../tests/support/route-walk.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import type { RouteEntry } from '../plugins/auth.server.ts';

/**
 * Every token-gated route, found in the app's own route list, refuses a tampered, expired or
 * revoked token with 401 'Un-Authorized'. A route added later is walked without touching this file.
 */

const UNAUTHORIZED = { success: false, message: 'Un-Authorized' };

async function callRoute(t: TestApp, route: RouteEntry, token?: string) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const reply = await rawRequest(
    t.baseUrl,
    route.method,
    sampleUrl(route.url),
    { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...(token !== undefined ? { token } : {}) },
    hasBody ? '{}' : undefined,
  );
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    body = reply.text;
  }
  return { status: reply.status, body };
}

const flip = (token: string, at: number) => {
  const i = ((at % token.length) + token.length) % token.length;
  return token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
};

/** Ways to tamper with a good token: a changed character at the start, middle and end, one added, one dropped. */
const tampered = (token: string) => [
  flip(token, 0),
  flip(token, token.length >> 1),
  flip(token, -1),
  `${token}A`,
  token.slice(0, -1),
];

describe('the token walk', () => {
  it('finds the gated routes in the route list: every user and maps call behind a token', async () => {
    const t = await appForTest(WALK_ENV);
    const gated = apiRoutes(t.app)
      .filter((r) => r.tokenGated)
      .map(describeRoute);
    // The routes that existed when this suite was written; the walk covers whatever is added after.
    for (const known of [
      'PUT /ev/user/check-profile',
      'PUT /ev/user/logout',
      'POST /googleservice/ev-stations',
      'GET /googleservice/autocomplete',
    ]) {
      expect(gated).toContain(known);
    }
    for (const open of [
      'PUT /ev/user/send-otp',
      'PUT /ev/user/verify-otp',
      'POST /googleservice/auth',
      'GET /ev/evData',
    ])
      expect(gated).not.toContain(open);
    // Issue 17's writes and a person's own data; its reads are open to visitors.
    for (const known of [
      'POST /ev/stations/:placeId/check-ins',
      'POST /ev/stations/:placeId/reports',
      'PUT /ev/favourites/:placeId',
      'DELETE /ev/favourites/:placeId',
      'GET /ev/favourites',
      'GET /ev/user/my-data',
      'POST /ev/user/delete-account',
    ]) {
      expect(gated).toContain(known);
    }
    for (const open of [
      'GET /ev/stations/:placeId/check-ins',
      'GET /ev/stations/:placeId',
      'GET /ev/stations/summaries',
    ])
      expect(gated).not.toContain(open);
  });

  it('marks every route that refuses a missing token as gated, so none slips past the walk', async () => {
    const t = await appForTest(WALK_ENV);
    const unmarked: string[] = [];
    for (const route of apiRoutes(t.app).filter((r) => !r.tokenGated)) {
      const reply = await callRoute(t, route);
      if (reply.status === 401) unmarked.push(describeRoute(route));
    }
    // A route checking tokens by hand must wrap its check in tokenGate() (src/server/plugins/auth.server.ts).
    expect(unmarked).toEqual([]);
  });

  it(
    "answers 401 'Un-Authorized' on every gated route to a missing, tampered, expired or revoked token",
    { timeout: 60_000 },
    async () => {
      const t = await appForTest(WALK_ENV);
      const gated = apiRoutes(t.app).filter((r) => r.tokenGated);
      // 7 user calls and 4 maps calls when this suite was written.
      expect(gated.length).toBeGreaterThanOrEqual(11);
      let mobileSeq = 0;
      const newToken = async () => {
        t.clock.advance(31 * SECOND);
        return t.signIn(`98555${String(++mobileSeq).padStart(5, '0')}`);
      };
      const mapsToken = async () => {
        const auth = await t.call<{ data: { token: string } }>('POST', '/googleservice/auth');
        expect(auth.status).toBe(200);
        return auth.body.data.token;
      };
      const failures: string[] = [];
      const expect401 = async (route: RouteEntry, token: string | undefined, what: string) => {
        const reply = await callRoute(t, route, token);
        if (reply.status !== 401 || JSON.stringify(reply.body) !== JSON.stringify(UNAUTHORIZED)) {
          failures.push(
            `${describeRoute(route)} with ${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}`,
          );
        }
      };

      // Control: a live token passes the gate of every route (each gets its own, as logout ends one).
      for (const route of gated) {
        const reply = await callRoute(t, route, await newToken());
        if (reply.status === 401) failures.push(`${describeRoute(route)} refused a live token`);
      }

      const live = await newToken();
      const liveMaps = await mapsToken();
      for (const route of gated) {
        await expect401(route, undefined, 'no token');
        await expect401(route, '', 'an empty token');
        for (const [i, bad] of [...tampered(live), ...tampered(liveMaps)].entries())
          await expect401(route, bad, `tampered token #${i}`);
      }

      const revoked = await newToken();
      expect((await t.call('PUT', '/ev/user/logout', {}, revoked)).status).toBe(200);
      for (const route of gated) await expect401(route, revoked, 'a revoked token');

      const expiring = await newToken();
      const expiringMaps = await mapsToken();
      t.clock.advance(
        Math.max(t.app.config.SESSION_TTL_DAYS * DAY, t.app.config.MAPS_TOKEN_TTL_SECONDS * SECOND) + SECOND,
      );
      for (const route of gated) {
        await expect401(route, expiring, 'an expired session token');
        await expect401(route, expiringMaps, 'an expired maps token');
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'answers 401 to any made-up token on every gated route (fast-check, 50 per route)',
    { timeout: 60_000 },
    async () => {
      const t = await appForTest(WALK_ENV);
      // Printable ASCII (what an HTTP header can carry), from empty to 4,000 characters, shaped like the real tokens or not.
      const madeUp = fc.oneof(
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 4_000 }),
        fc.base64String({ minLength: 40, maxLength: 48 }),
        fc
          .tuple(
            fc.nat(),
            fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 16, maxLength: 32 }),
            fc.base64String({ maxLength: 64 }),
          )
          .map(([n, a, b]) => `v1.${n}.${a}.${b}`),
      );
      for (const route of apiRoutes(t.app).filter((r) => r.tokenGated)) {
        await fc.assert(
          fc.asyncProperty(madeUp, async (token) => {
            const reply = await callRoute(t, route, token);
            if (reply.status !== 401 || JSON.stringify(reply.body) !== JSON.stringify(UNAUTHORIZED)) {
              throw new Error(
                `${describeRoute(route)} with token ${JSON.stringify(token.slice(0, 40))}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}`,
              );
            }
          }),
          { numRuns: 50, seed: Number(process.env.FUZZ_SEED ?? 20261123), endOnFailure: true },
        );
      }
    },
  );
});
