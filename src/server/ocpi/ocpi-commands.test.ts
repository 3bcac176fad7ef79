import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { appForTest, MINUTE } from '../../../tests/support/api-helpers.ts';
import { FakeOcpiNetwork, sampleLocation } from '../../../tests/support/fake-ocpi-network.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { runOcpiCommand } from './ocpi-commands.server.ts';

/** `npm run ocpi` (scripts/ocpi.ts): the commands against a real server's database and a fake network. */

const networks: FakeOcpiNetwork[] = [];
afterEach(async () => {
  await Promise.all(networks.splice(0).map((n) => n.stop()));
});

const run = (t: TestApp, ...args: string[]) =>
  runOcpiCommand({ db: t.app.db, ocpi: t.app.ocpi, base: t.baseUrl, now: () => t.clock.now }, args);

describe('npm run ocpi', { timeout: 60_000 }, () => {
  it('invite prints token A and our versions URL; the network registers with it; list, sync and revoke work on it', async () => {
    const t = await appForTest({ OCPI_RETRY_BASE_MS: '1' });
    const network = await new FakeOcpiNetwork().start();
    networks.push(network);
    network.locations.push(
      sampleLocation(network, 'LOC1', { lat: 28.6, lng: 77.2 }),
      sampleLocation(network, 'LOC2', { lat: 28.7, lng: 77.2 }),
    );

    const invited = await run(t, 'invite', '--name', 'Tata Power', '--country', 'IN', '--party', 'TPC');
    expect(invited.status).toBe(0);
    expect(invited.out.join('\n')).toContain(`versions URL: ${t.baseUrl}/ocpi/versions`);
    const token = /token A:\s+(\S+)/.exec(invited.out.join('\n'))![1]!;
    expect((await network.registerWith(`${t.baseUrl}/ocpi/versions`, token)).body.status_code).toBe(1000);
    await t.app.ocpi.pulling.get('IN*TPC');

    t.clock.advance(MINUTE);
    expect(
      (
        await network.send('PATCH', `${t.baseUrl}/ocpi/emsp/2.2.1/locations/IN/TPC/LOC1/LOC1-1`, {
          status: 'CHARGING',
          last_updated: '2026-11-20T10:01:00Z',
        })
      ).status,
    ).toBe(200);
    const listed = (await run(t, 'list')).out.join('\n');
    expect(listed).toContain('IN*TPC  Tata Power  [registered]');
    expect(listed).toContain('1 pushes');
    expect(listed).toContain('2 Locations (2 shown as stations), 6 EVSEs');
    expect(listed).toContain('last pull: done, 2 of 2 read');

    network.locations.push(sampleLocation(network, 'LOC3', { lat: 28.8, lng: 77.2 }));
    const synced = await run(t, 'sync', 'IN*TPC');
    expect(synced).toMatchObject({
      status: 0,
      out: [
        'Pull done: 2 pages, 3 Locations stored (the network counts 3), 0 skipped, 0 dropped.',
        // Its Tariffs too (it has a Tariffs SENDER endpoint, and no Tariffs yet).
        'Tariffs pull done: 1 pages, 0 Tariffs stored (the network counts 0), 0 skipped, 0 dropped.',
      ],
    });

    const revoked = await run(t, 'revoke', 'in-tpc');
    expect(revoked.status).toBe(0);
    expect(revoked.out[0]).toBe(`Told IN*TPC (DELETE ${network.baseUrl}/ocpi/2.2.1/credentials).`);
    expect(network.calls.at(-1)).toMatchObject({ method: 'DELETE', token: network.tokenFromItForUs });
    t.clock.advance(MINUTE);
    expect((await network.send('GET', `${t.baseUrl}/ocpi/versions`)).status).toBe(401);
    expect((await run(t, 'sync', 'IN*TPC')).status).toBe(1);
    expect((await run(t, 'bogus')).status).toBe(2);
    expect((await run(t, 'invite', '--name', 'X')).status).toBe(1);
  });

  it('runs as a command on the database DATABASE_URL names', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-ocpi-cli-'));
    try {
      const env = {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: path.join(dir, 'ev.sqlite'),
        OCPI_PUBLIC_URL: 'https://ev.example.in',
      };
      const tsx = path.resolve('node_modules/.bin/tsx');
      const { stdout } = await promisify(execFile)(
        tsx,
        ['scripts/ocpi.ts', 'invite', '--name', 'Statiq', '--country', 'IN', '--party', 'STQ'],
        { env },
      );
      expect(stdout).toContain('versions URL: https://ev.example.in/ocpi/versions');
      const { stdout: listed } = await promisify(execFile)(tsx, ['scripts/ocpi.ts', 'list'], { env });
      expect(listed).toContain('IN*STQ  Statiq  [invited]');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
