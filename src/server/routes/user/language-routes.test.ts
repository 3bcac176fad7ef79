import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../domain/i18n/en.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Envelope<T> = { success: boolean; message: string; data?: T };

/** A signed-in person's language follows them to another phone (issue 18). */
describe('GET and PUT /ev/user/language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the choice on the server, for the next sign-in', async () => {
    const first = await t.signIn('9876505555');
    expect(
      (await t.call<Envelope<{ language: string | null }>>('GET', '/ev/user/language', undefined, first)).body,
    ).toMatchObject({ success: true, data: { language: null } });
    const saved = await t.call<Envelope<{ language: string }>>('PUT', '/ev/user/language', { language: 'hi' }, first);
    expect(saved.body).toMatchObject({ success: true, data: { language: 'hi' } });
    t.clock.advance(60_000);
    const again = await t.signIn('9876505555');
    expect(
      (await t.call<Envelope<{ language: string }>>('GET', '/ev/user/language', undefined, again)).body.data!.language,
    ).toBe('hi');
  });

  it('refuses a visitor (401) and anything but English or Hindi (400, with a message)', async () => {
    expect((await t.call('GET', '/ev/user/language')).status).toBe(401);
    expect((await t.call('PUT', '/ev/user/language', { language: 'hi' })).status).toBe(401);
    const token = await t.signIn('9876506666');
    for (const body of [{ language: 'fr' }, { language: 'hi', extra: true }, {}, { language: 1 }]) {
      const reply = await t.call('PUT', '/ev/user/language', body, token);
      expect(reply.status).toBe(400);
      expect((reply.body as Envelope<unknown>).success).toBe(false);
    }
    const fr = await t.call('PUT', '/ev/user/language', { language: 'fr' }, token);
    expect((fr.body as Envelope<unknown>).message).toBe(en.validation.language);
  });
});
