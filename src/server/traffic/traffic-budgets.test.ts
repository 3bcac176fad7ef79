import { describe, expect, it, onTestFinished } from 'vitest';
import { fakeWebDist } from '../../../tests/support/fake-web-dist.ts';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * The traffic budgets (decision 0018) on a real server over HTTP: static files never count, pages
 * only at flood level and refused with an HTML page, anonymous API calls per address, signed-in
 * calls per session with the address as a backstop. Windows of an hour here, so no test can
 * straddle a window's end however slow the machine.
 */
async function appForTest(env: Record<string, string>): Promise<TestApp> {
  const t = await startTestApp({ TRAFFIC_WINDOW_SECONDS: '3600', ...env });
  onTestFinished(() => t.close());
  return t;
}

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('traffic budgets', () => {
  it(
    'never count static files: a crowd’s first visits leave the API and pages their whole budget',
    { timeout: 60_000 },
    async () => {
      const t = await appForTest({ SERVE_WEB: 'true', WEB_DIST: fakeWebDist(), API_PER_IP: '2', PAGES_PER_IP: '2' });
      for (let i = 0; i < 60; i++) {
        const asset = await fetch(`${t.baseUrl}${i % 2 ? '/assets/index-abc123.js' : '/assets/index-abc123.css'}`);
        expect(asset.status).toBe(200);
        await asset.arrayBuffer();
      }
      const shell = await fetch(`${t.baseUrl}/app-shell`);
      expect(shell.status).toBe(200);
      await shell.text();
      expect((await fetch(`${t.baseUrl}/signin`)).status).toBe(200);
      expect((await t.call('GET', '/ev/evData')).status).toBe(200);
      expect((await t.call('GET', '/ev/evData')).status).toBe(200);
      expect((await t.call('GET', '/ev/evData')).status).toBe(429);
    },
  );

  it('keep a separate, much higher flood guard on static files', async () => {
    const t = await appForTest({ SERVE_WEB: 'true', WEB_DIST: fakeWebDist(), STATIC_PER_IP: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${t.baseUrl}/assets/index-abc123.js`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await t.call('GET', '/ev/evData')).status).toBe(200);
  });

  it('refuse a page over the flood level with a small HTML page, Retry-After and a Try again button', async () => {
    const t = await appForTest({ SERVE_WEB: 'true', WEB_DIST: fakeWebDist(), PAGES_PER_IP: '2' });
    for (let i = 0; i < 2; i++) expect((await fetch(`${t.baseUrl}/evinindia`)).status).toBe(200);
    const refused = await fetch(`${t.baseUrl}/planatrip?from=Pune&to=Goa`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await refused.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('We are getting a lot of requests from your network');
    expect(html).toMatch(
      /<form method="get" action="\/planatrip">.*<input type="hidden" name="from" value="Pune">.*<button type="submit">Try again<\/button>/s,
    );
    expect(html).not.toContain('"success"');
    expect(html).not.toMatch(/<script/);
    // The API is not refused because pages were.
    expect((await t.call('GET', '/ev/evData')).status).toBe(200);
  });

  it('word the refused page in Hindi for a Hindi reader (cookie first, then Accept-Language)', async () => {
    const t = await appForTest({ SERVE_WEB: 'true', WEB_DIST: fakeWebDist(), PAGES_PER_IP: '1' });
    await (await fetch(`${t.baseUrl}/`)).text();
    const byHeader = await fetch(`${t.baseUrl}/evinindia`, {
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(byHeader.status).toBe(429);
    const hindi = await byHeader.text();
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('फिर से कोशिश करें');
    expect(byHeader.headers.get('content-language')).toBe('hi');
    const byCookie = await fetch(`${t.baseUrl}/evinindia`, {
      headers: { 'accept-language': 'hi', cookie: 'ev_lang=en' },
    });
    expect(await byCookie.text()).toContain('Try again');
  });

  it('count anonymous API calls per address, as JSON refusals, each address apart', async () => {
    const t = await appForTest({ TRUST_PROXY: 'true', API_PER_IP: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.call('GET', '/ev/evData', undefined, undefined, from('203.0.113.9'))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await t.call('GET', '/ev/evData', undefined, undefined, from('203.0.113.9'));
    expect(refused.body).toEqual({ success: false, message: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.call('GET', '/ev/evData', undefined, undefined, from('198.51.100.4'))).status).toBe(200);
  });

  it('count a signed-in session apart from its address, with the address as a much higher backstop', async () => {
    const t = await appForTest({ TRUST_PROXY: 'true', API_PER_IP: '4', API_PER_TOKEN: '3', API_BACKSTOP_PER_IP: '12' });
    const office = from('203.0.113.50');
    // Two people sign in from the office's address: four anonymous calls, its whole anonymous budget.
    const asha = await signInFrom(t, '9877712345', office);
    const ravi = await signInFrom(t, '9877712346', office);
    expect((await t.call('GET', '/ev/evData', undefined, undefined, office)).status).toBe(429);
    // Signed-in calls from the same address still go through: each session counts on its own
    // (a token this instance has not checked yet is checked once, when the address refuses it).
    const profile = (token: string) => t.call('PUT', '/ev/user/check-profile', {}, token, office);
    const ashas = [];
    for (let i = 0; i < 4; i++) ashas.push((await profile(asha)).status);
    expect(ashas).toEqual([200, 200, 200, 429]);
    expect((await profile(ravi)).status).toBe(200);
    // The backstop (12 API calls in all from the address) holds whatever the sessions' counts say.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await profile(ravi)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const counted = 4 + 1 + 4 + 1 + 2; // sign-ins, the refused anonymous call, Asha's four, Ravi's first, then two
    expect(counted).toBe(12);
  });

  it('count a made-up token as an anonymous call from its address', async () => {
    const t = await appForTest({ TRUST_PROXY: 'true', API_PER_IP: '2' });
    const fake = 'A'.repeat(43);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.call('GET', '/ev/evData', undefined, fake, from('203.0.113.77'))).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

/** Signs a person in from `headers`' address; each of the two calls is an anonymous API call there. */
async function signInFrom(t: TestApp, mobile: string, headers: Record<string, string>): Promise<string> {
  expect((await t.call('PUT', '/ev/user/send-otp', { mobile }, undefined, headers)).status).toBe(200);
  const verified = await t.call<{ data: { token: string } }>(
    'PUT',
    '/ev/user/verify-otp',
    { mobile, otp: t.lastOtp(mobile) },
    undefined,
    headers,
  );
  expect(verified.status).toBe(200);
  return verified.body.data.token;
}
