import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStations,
  checkInUrl,
  favouriteUrl,
  reportUrl,
  stationUrl,
  type Envelope,
} from '../../../tests/support/check-in-helpers.ts';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import type { CheckInCreated } from '../../domain/checkins/checkin-api.ts';
import type { MyDataFile } from '../../domain/privacy/my-data-file.ts';
import { runModerationCommand } from './moderation-commands.server.ts';
import type { Moderator } from './moderation.server.ts';
import { SIGNALS_SYNC_MS } from './station-signals.server.ts';

/** `npm run moderate` (issue 17): hidden items leave every answer, bans stop writing, every action is logged. */

const STATION = 'ocm:777';

describe('moderation', () => {
  let t: TestApp;
  let m: Moderator;
  const run = (...args: string[]) => runModerationCommand(m, args);

  beforeAll(async () => {
    t = await startTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '10000' });
    await addStations(t.app.db, [STATION]);
    m = {
      db: t.app.db,
      dialect: t.app.dbDialect,
      pepper: t.app.config.OTP_PEPPER,
      actor: 'asha',
      now: () => t.clock.now,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hides a check-in from every answer, and restores it', async () => {
    const good = await t.signIn('9850000001');
    const bad = await t.signIn('9850000002');
    expect((await t.call('POST', checkInUrl(STATION), { outcome: 'charged', price_per_kwh: 18 }, good)).status).toBe(
      201,
    );
    t.clock.advance(60_000);
    const spam = await t.call<Envelope<CheckInCreated>>(
      'POST',
      checkInUrl(STATION),
      { outcome: 'not_found', price_per_kwh: null, comment: 'Buy cheap chargers at example.com' },
      bad,
    );
    expect(spam.status).toBe(201);
    const id = spam.body.data!.check_in.id;
    await t.call('PUT', favouriteUrl(STATION), undefined, good);
    await t.app.stationSignals.refresh();
    expect(t.app.stationSignals.current().avoid).toEqual([STATION]);

    const listed = await run('list');
    expect(listed.out.join('\n')).toContain(id);
    expect(listed.out.join('\n')).toContain('“Buy cheap chargers at example.com”');
    expect(await run('hide', id)).toEqual({ out: [`hidden: ${id}`], status: 0 });

    const answers = await Promise.all([
      t.call('GET', checkInUrl(STATION)),
      t.call('GET', stationUrl(STATION)),
      t.call('GET', `/ev/stations/summaries?ids=${STATION}`),
      t.call('GET', '/ev/favourites', undefined, good),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(id);
      expect(JSON.stringify(answer.body)).not.toContain('example.com');
      expect(JSON.stringify(answer.body)).not.toContain('not_found');
    }
    expect(JSON.stringify(answers[2]!.body)).toContain('"state":"charged"');
    // The planner no longer avoids the station on its word, once the server looks (the moderator's is another process).
    t.clock.advance(SIGNALS_SYNC_MS);
    await t.app.stationSignals.refresh();
    expect(t.app.stationSignals.current()).toEqual({ avoid: [], prefer: [STATION] });
    // Its author still finds it in their own data, marked.
    const mine = await t.call<Envelope<MyDataFile>>('GET', '/ev/user/my-data', undefined, bad);
    expect(mine.body.data!.sections.check_ins.rows).toEqual([
      expect.objectContaining({ id, hidden_by_moderator: true }),
    ]);

    expect((await run('list')).out.join('\n')).not.toContain(id);
    expect((await run('list', '--all')).out.join('\n')).toContain('HIDDEN');
    expect(await run('restore', id)).toEqual({ out: [`restored: ${id}`], status: 0 });
    expect(JSON.stringify((await t.call('GET', checkInUrl(STATION))).body)).toContain(id);
    expect(await run('hide', 'no-such-id')).toEqual({ out: ['no item found for no-such-id'], status: 1 });
  });

  it('bans a mobile number: the person may read but not write (403), even after signing up again', async () => {
    const token = await t.signIn('9850000003');
    expect((await t.call('POST', reportUrl(STATION), { kind: 'closed' }, token)).status).toBe(201);
    expect(await run('ban', '9850000003')).toEqual({ out: ['banned: 9850000003'], status: 0 });
    for (const [url, body] of [
      [checkInUrl(STATION), { outcome: 'charged' }],
      [reportUrl(STATION), { kind: 'closed' }],
    ] as const) {
      const refused = await t.call('POST', url, body, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        message: 'You can no longer post check-ins or reports. Write to us if you think this is a mistake.',
      });
    }
    expect((await t.call('GET', checkInUrl(STATION))).status).toBe(200);
    // No number in the table, and none in the log.
    const banned = await t.app.db.selectFrom('banned').select('key').execute();
    expect(JSON.stringify(banned)).not.toContain('9850000003');
    expect(await run('unban', '9850000003')).toEqual({ out: ['unbanned: 9850000003'], status: 0 });
    expect((await t.call('POST', checkInUrl(STATION), { outcome: 'charged' }, token)).status).toBe(201);
    // A number banned before it has an account (or after the account was deleted) is banned when it signs up.
    expect((await run('ban', '9850000005')).status).toBe(0);
    const newcomer = await t.signIn('9850000005');
    expect((await t.call('POST', checkInUrl(STATION), { outcome: 'charged' }, newcomer)).status).toBe(403);
  });

  it('bans the author of an item, and resolves reports', async () => {
    const token = await t.signIn('9850000004');
    const report = await t.call<Envelope<{ report: { id: string } }>>(
      'POST',
      reportUrl(STATION),
      { kind: 'duplicate', note: 'Same as the one next door' },
      token,
    );
    const id = report.body.data!.report.id;
    expect((await run('list')).out.join('\n')).toContain(id);
    expect(await run('ban', id)).toEqual({ out: [`banned: ${id}`], status: 0 });
    expect((await t.call('POST', checkInUrl(STATION), { outcome: 'charged' }, token)).status).toBe(403);
    expect(await run('resolve', id)).toEqual({ out: [`resolved: ${id}`], status: 0 });
    expect((await run('list')).out.join('\n')).not.toContain(id);
  });

  it('logs every action with its time and who ran it, naming no number', async () => {
    const log = await t.app.db.selectFrom('moderation_log').selectAll().orderBy('id').execute();
    expect(log.map((r) => r.action)).toEqual(['hide', 'restore', 'ban', 'unban', 'ban', 'ban', 'resolve']);
    for (const row of log) {
      expect(row.actor).toBe('asha');
      expect(Number(row.at)).toBeGreaterThan(0);
      expect(row.target).toMatch(/^(check_in|report|user|mobile):[\w-]+$/);
    }
    expect(JSON.stringify(log)).not.toMatch(/985\d{7}/);
    const printed = await run('log');
    expect(printed.out[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.* resolve {2}report:[\w-]+ {2}by asha$/);
  });

  it('refuses an unknown command with the usage', async () => {
    await expect(run('delete', 'x')).rejects.toThrow(/Usage: npm run moderate/);
    await expect(run('hide')).rejects.toThrow(/hide needs an id/);
    await expect(run('list', '--limit', '0')).rejects.toThrow(/--limit/);
  });
});
