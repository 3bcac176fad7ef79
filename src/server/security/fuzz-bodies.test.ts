import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appForTest, SECOND } from '../../../tests/support/api-helpers.ts';
import { addStations } from '../../../tests/support/check-in-helpers.ts';
import {
  apiRoutes,
  describeRoute,
  rawRequest,
  SAMPLE_STATION,
  sampleUrl,
  WALK_ENV,
  type RawReply,
} from '../../../tests/support/route-walk.ts';

/**
 * Fuzzing every endpoint in the app's route list with fast-check: wrong types, missing fields,
 * huge strings, prototype-pollution keys, invalid UTF-8 and deep nesting. No answer may be a 5xx,
 * and every answer is JSON with a message. Bodies over the limit get 413.
 */

const RUNS_PER_ROUTE = 200;
const BODY_LIMIT = 16_384;

/** Field names the app's bodies and queries use, so generated bodies reach the validators, not just the first check. */
const FIELDS = [
  'mobile',
  'otp',
  'id',
  'purpose',
  'name',
  'email',
  'grNumber',
  'skipGrNumber',
  'newMobile',
  'userPreference',
  'preference',
  'viewedCOVScreen',
  'lat',
  'lng',
  'pincode',
  'limit',
  'origin',
  'destination',
  'input',
  'connector',
  'fastOnly',
  'twoWheeler',
  'type',
  'bucket',
  'state',
  'vehicleNumber',
  'regNo',
  'challanNo',
  'page',
  'q',
  'query',
  'price',
  'distance',
  'km',
  'years',
  'brand',
  'model',
  'variant',
  'city',
  'category',
  'sort',
  'filters',
  'data',
  'outcome',
  'kind',
  'comment',
  'note',
  'kw',
  'price_per_kwh',
  'before',
  'ids',
];

type Body = { contentType: string | undefined; body: Buffer };

const text = (s: string) => Buffer.from(s, 'utf8');
const asJson = (value: unknown): Body => ({
  contentType: 'application/json',
  body: text(JSON.stringify(value) ?? 'null'),
});
const field = fc.constantFrom(...FIELDS);

/** A value of any JSON type, including the odd ones (empty, negative zero as 0, huge numbers, nulls). */
const wrongValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, '', ' ', '0', 'null', 'NaN', '9'.repeat(400), [], {}),
  fc.string({ maxLength: 40 }),
);

const wrongTypes = fc.dictionary(field, wrongValue, { maxKeys: 6 }).map(asJson);
const missingFields = fc
  .subarray(FIELDS, { maxLength: 3 })
  .map((keys) => asJson(Object.fromEntries(keys.map((k) => [k, '1']))));
const notObjects = fc
  .jsonValue({ maxDepth: 2 })
  .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
  .map(asJson);

/** Strings from 2 KB up to just under the body limit, in one field or several. */
const hugeStrings = fc
  .tuple(
    fc.uniqueArray(field, { minLength: 1, maxLength: 3 }),
    fc.integer({ min: 2_000, max: 8_000 }),
    fc.constantFrom('9', 'a', 'é', '€', '\u0000', '"', '\\', '<'),
  )
  .map(([keys, length, char]) => {
    // JSON escapes make some characters up to 6 bytes; keep the whole body under the limit.
    const fits = Math.floor((BODY_LIMIT - 200) / keys.length / (Buffer.byteLength(JSON.stringify(char)) - 2));
    return asJson(Object.fromEntries(keys.map((k) => [k, char.repeat(Math.min(length, fits))])));
  });

/** __proto__, constructor and prototype keys, at the top and nested, written as raw JSON (JSON.stringify would drop __proto__). */
const pollution = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), field, fc.jsonValue({ maxDepth: 1 }), fc.boolean())
  .map(([key, name, value, nested]) => {
    const poison =
      key === 'constructor'
        ? `{"prototype":{"isAdmin":${JSON.stringify(value)}}}`
        : `{"isAdmin":${JSON.stringify(value)}}`;
    const inner = `{"${key}":${poison},"${name}":"1"}`;
    return { contentType: 'application/json', body: text(nested ? `{"${name}":${inner}}` : inner) };
  });

/** Bytes that are not UTF-8 (lone continuation bytes, overlongs, surrogates, 0xFF) inside a JSON string or bare. */
const invalidUtf8 = fc
  .tuple(
    field,
    fc.uint8Array({ minLength: 1, maxLength: 40 }),
    fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80]),
    fc.boolean(),
  )
  .map(([name, noise, bad, quoted]) => {
    const bytes = Buffer.concat([Buffer.from(noise.map((b) => b | 0x80)), Buffer.from(bad)]);
    const body = quoted ? Buffer.concat([text(`{"${name}":"`), bytes, text('"}')]) : bytes;
    return { contentType: 'application/json; charset=utf-8', body };
  });

/** Arrays and objects nested hundreds to thousands deep, under the body limit. */
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 2_000 }), fc.constantFrom('array', 'object', 'field'), field)
  .map(([depth, shape, name]) => {
    if (shape === 'array')
      return { contentType: 'application/json', body: text('['.repeat(depth * 2) + ']'.repeat(depth * 2)) };
    const nested = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    return { contentType: 'application/json', body: text(shape === 'object' ? nested : `{"${name}":${nested}}`) };
  });

/** Broken JSON, other content types and stray bytes. */
const brokenSyntax = fc.oneof(
  fc.string({ maxLength: 60 }).map((s) => ({ contentType: 'application/json', body: text(s) })),
  fc
    .constantFrom('{', '{"mobile":', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', 'NaN', '\u0000', '\uFEFF{}')
    .map((s) => ({ contentType: 'application/json', body: text(s) })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        undefined,
      ),
      fc.string({ maxLength: 60 }),
    )
    .map(([contentType, s]) => ({ contentType, body: text(s) })),
);

const malformedBody: fc.Arbitrary<Body> = fc.oneof(
  wrongTypes,
  missingFields,
  notObjects,
  hugeStrings,
  pollution,
  invalidUtf8,
  deepNesting,
  brokenSyntax,
);

/** Query strings for GET routes: wrong types, repeats, huge values, broken percent-encoding, pollution keys. */
const malformedQuery = fc
  .array(
    fc.tuple(
      fc.oneof(field, fc.constantFrom('__proto__', 'constructor', '__proto__[x]', 'a[b][c]', '%', '')),
      fc.oneof(
        wrongValue.map((v) => encodeURIComponent(JSON.stringify(v) ?? '')),
        fc.constantFrom('%', '%E0%A4%A', '%FF', '%C0%AF', 'x'.repeat(3000), ''),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

function problemWith(reply: RawReply): string | undefined {
  if (reply.status >= 500) return `answered ${reply.status}`;
  if (!/^application\/json/.test(String(reply.headers['content-type'])))
    return `answered ${reply.status} with content-type ${reply.headers['content-type']}`;
  try {
    const parsed = JSON.parse(reply.text) as { message?: unknown };
    if (typeof parsed.message !== 'string' || parsed.message === '')
      return `answered ${reply.status} without a message`;
  } catch {
    return `answered ${reply.status} with a body that is not JSON`;
  }
  return undefined;
}

describe('fuzzing every endpoint', () => {
  it(
    `answers ${RUNS_PER_ROUTE} malformed bodies per endpoint with JSON messages, never a 5xx`,
    { timeout: 240_000 },
    async () => {
      const t = await appForTest(WALK_ENV);
      // A real station behind `:placeId`, so the check-in calls' bodies reach their every check.
      await addStations(t.app.db, [SAMPLE_STATION]);
      const routes = apiRoutes(t.app);
      expect(routes.length).toBeGreaterThanOrEqual(13);
      expect(routes.map(describeRoute)).toEqual(
        expect.arrayContaining([
          'POST /ev/stations/:placeId/check-ins',
          'POST /ev/stations/:placeId/reports',
          'PUT /ev/favourites/:placeId',
          'GET /ev/stations/summaries',
          'POST /ev/user/delete-account',
        ]),
      );
      let seq = 0;
      for (const route of routes) {
        // A token per endpoint, so a fuzzed logout or mobile change cannot lock the next endpoint out.
        t.clock.advance(31 * SECOND);
        const token = await t.signIn(`98666${String(++seq).padStart(5, '0')}`);
        const isGet = route.method === 'GET';
        await fc.assert(
          fc.asyncProperty(malformedBody, malformedQuery, async ({ contentType, body }, query) => {
            const url = sampleUrl(route.url) + (isGet && query ? `?${query}` : '');
            const headers = { token, ...(contentType ? { 'content-type': contentType } : {}) };
            const reply = await rawRequest(t.baseUrl, route.method, url, headers, body);
            const problem = problemWith(reply);
            if (problem) throw new Error(`${describeRoute(route)} ${problem}: ${reply.text.slice(0, 200)}`);
          }),
          { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261123) + seq, endOnFailure: true },
        );
      }
      // The server runs in this process: no polluted key reached a shared prototype.
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('isAdmin');
    },
  );

  it('answers 413 with a message to a body over the limit on every endpoint that takes one', async () => {
    const t = await appForTest(WALK_ENV);
    const token = await t.signIn('9866600000');
    const huge = text(JSON.stringify({ mobile: '9876543210', name: 'A'.repeat(BODY_LIMIT) }));
    const failures: string[] = [];
    for (const route of apiRoutes(t.app).filter((r) => r.method !== 'GET')) {
      const reply = await rawRequest(
        t.baseUrl,
        route.method,
        sampleUrl(route.url),
        { token, 'content-type': 'application/json' },
        huge,
      );
      if (reply.status !== 413 || JSON.parse(reply.text).message !== 'The request is too large')
        failures.push(`${describeRoute(route)}: ${reply.status} ${reply.text.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  });
});
