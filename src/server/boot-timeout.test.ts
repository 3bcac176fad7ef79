import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { bootTimeoutMessage, unfinishedPlugin } from './boot-failure.server.ts';
import { loadConfig } from './config.server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
describe('the boot bound', () => {
  it('is minutes by default and configurable', () => {
    expect(loadConfig({}).BOOT_PLUGIN_TIMEOUT_MS).toBe(300_000);
    expect(loadConfig({ BOOT_PLUGIN_TIMEOUT_MS: '50' }).BOOT_PLUGIN_TIMEOUT_MS).toBe(50);
  });

  it("stops boot with Fastify's error naming a plugin that never finishes", async () => {
    const bound = loadConfig({ BOOT_PLUGIN_TIMEOUT_MS: '50' }).BOOT_PLUGIN_TIMEOUT_MS;
    const app = Fastify({ pluginTimeout: bound, logger: false });
    await app.register(fp(async () => {}, { name: 'finishes' }));
    const never = fp(
      async () => {
        await new Promise(() => {});
      },
      { name: 'never-finishes' },
    );
    const error = await app.register(never).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(unfinishedPlugin(error)).toBe('never-finishes');
    expect(bootTimeoutMessage(error, bound)).toBe(
      "the plugin 'never-finishes' did not finish starting within 50 ms (BOOT_PLUGIN_TIMEOUT_MS); boot stopped",
    );
    // Any other error is not read as a time-out.
    expect(bootTimeoutMessage(new Error('database locked'), bound)).toBeUndefined();
  });

  it('makes the real server log the plugin that did not finish and exit 1: a database that never answers', async () => {
    // A PostgreSQL address that takes the connection and never says a word: the db plugin's
    // migrations wait on it for ever, and only the bound ends boot. 5 s: the plugins before db do
    // no waiting, so even a loaded machine finishes them well within it.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-boot-'));
    const { REDIS_URL: _redis, DATABASE_URL: _db, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: '0',
        LOG_LEVEL: 'warn',
        SERVE_WEB: 'false',
        DATABASE_URL: `postgres://ev@127.0.0.1:${port}/ev`,
        SMS_OUTBOX: path.join(dir, 'outbox.jsonl'),
        BOOT_PLUGIN_TIMEOUT_MS: '5000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(code, stderr).toBe(1);
    expect(stderr).toContain(
      "EV India failed to start: the plugin 'db' did not finish starting within 5000 ms (BOOT_PLUGIN_TIMEOUT_MS)",
    );
  });
});
