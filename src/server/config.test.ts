import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { refusal } from '../../tests/support/config-refusal.ts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.server.ts';

/** The variables a refusal names, in order. */
const named = (message: string) => [...message.matchAll(/^Invalid environment variable (\w+):/gm)].map((m) => m[1]);

const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_PEPPER: 'a-long-random-secret-for-the-codes',
  MAPS_TOKEN_SECRET: 'a-long-random-secret-for-maps-tokens',
};
const MSG91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'tpl' };

describe('loadConfig', () => {
  it('runs with no environment at all on the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_URL: './var/ev.sqlite',
      SMS_PROVIDER: 'console',
      SESSION_TTL_DAYS: 30,
      OTP_TTL_SECONDS: 300,
      OTP_MAX_ATTEMPTS: 5,
      OTP_RESEND_SECONDS: 30,
      OTP_SENDS_PER_HOUR: 5,
      OTP_LOCK_FAILURES: 10,
      OTP_LOCK_WINDOW_HOURS: 24,
    });
    expect(config.SMS_OUTBOX).toBeUndefined();
    expect(loadConfig({ PORT: '', SMS_OUTBOX: '' })).toMatchObject({ PORT: 3000, SMS_OUTBOX: undefined });
    expect(loadConfig({ NODE_ENV: 'test' }).SMS_PROVIDER).toBe('console');
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://ev@db:5432/ev',
      SMS_OUTBOX: '/tmp/outbox.jsonl',
      OTP_SENDS_PER_IP_PER_HOUR: '3',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://ev@db:5432/ev',
      SMS_OUTBOX: '/tmp/outbox.jsonl',
      OTP_SENDS_PER_IP_PER_HOUR: 3,
    });
  });

  it.each(['abc', '-1', '70000', '30.5', ' 3000', '3000abc'])('stops on PORT=%j with a message naming PORT', (port) => {
    const message = refusal({ PORT: port });
    expect(named(message)).toEqual(['PORT']);
  });

  it('names every bad variable at once', () => {
    const message = refusal({
      PORT: 'x',
      NODE_ENV: 'staging',
      SMS_PROVIDER: 'pigeon',
      MSG91_BASE_URL: 'not a url',
      TRUST_PROXY: 'yes',
    });
    expect(named(message).sort()).toEqual(['MSG91_BASE_URL', 'NODE_ENV', 'PORT', 'SMS_PROVIDER', 'TRUST_PROXY']);
  });

  it('refuses the console SMS provider in production unless it is explicitly allowed', () => {
    const message = refusal({ ...PRODUCTION, SMS_PROVIDER: 'console' });
    expect(named(message)).toEqual(['SMS_PROVIDER']);
    expect(message).toContain('SMS_ALLOW_CONSOLE_IN_PRODUCTION=true');
    // Production with no provider at all does not fall back to console either.
    expect(named(refusal(PRODUCTION))).toEqual(['SMS_PROVIDER']);
    expect(
      named(refusal({ ...PRODUCTION, SMS_PROVIDER: 'console', SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'false' })),
    ).toEqual(['SMS_PROVIDER']);

    const allowed = loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'console', SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true' });
    expect(allowed.SMS_PROVIDER).toBe('console');
    expect(loadConfig({ ...PRODUCTION, ...MSG91 }).SMS_PROVIDER).toBe('msg91');
  });

  it('names the missing keys of msg91 and twilio', () => {
    expect(named(refusal({ SMS_PROVIDER: 'msg91' }))).toEqual(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID']);
    expect(named(refusal({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: '' }))).toEqual([
      'MSG91_TEMPLATE_ID',
    ]);
    expect(named(refusal({ SMS_PROVIDER: 'twilio', TWILIO_FROM: '+15005550006' }))).toEqual([
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
    ]);
    expect(refusal({ SMS_PROVIDER: 'msg91' })).toContain('is required when SMS_PROVIDER=msg91');
    expect(loadConfig(MSG91)).toMatchObject({ SMS_PROVIDER: 'msg91', MSG91_BASE_URL: 'https://control.msg91.com' });
  });

  it('refuses production without MAPS_TOKEN_SECRET', () => {
    const { MAPS_TOKEN_SECRET: _unused, ...withoutSecret } = PRODUCTION;
    expect(named(refusal({ ...withoutSecret, ...MSG91 }))).toEqual(['MAPS_TOKEN_SECRET']);
  });

  it('refuses production without OTP_PEPPER', () => {
    const { OTP_PEPPER: _unused, ...withoutPepper } = PRODUCTION;
    expect(named(refusal({ ...withoutPepper, ...MSG91 }))).toEqual(['OTP_PEPPER']);
    expect(named(refusal({ ...withoutPepper, ...MSG91, OTP_PEPPER: '' }))).toEqual(['OTP_PEPPER']);
    expect(loadConfig({ ...PRODUCTION, ...MSG91 }).OTP_PEPPER).toBe(PRODUCTION.OTP_PEPPER);
  });

  it('loads the made-up sample registry by default only outside production', () => {
    expect(loadConfig({}).REGISTRY_SEED).toBe(true);
    expect(loadConfig({ ...PRODUCTION, ...MSG91 }).REGISTRY_SEED).toBe(false);
    expect(loadConfig({ ...PRODUCTION, ...MSG91, REGISTRY_SEED: 'true' }).REGISTRY_SEED).toBe(true);
  });
});

describe('TRIP_SEARCH_THREADS', () => {
  it('is one per core but one (at most 4), and none under tests, unless set', () => {
    const perCore = Math.min(4, os.availableParallelism() - 1);
    expect(loadConfig({}).TRIP_SEARCH_THREADS).toBe(perCore);
    expect(loadConfig({ NODE_ENV: 'test' }).TRIP_SEARCH_THREADS).toBe(0);
    expect(loadConfig({ ...PRODUCTION, ...MSG91 }).TRIP_SEARCH_THREADS).toBe(perCore);
    expect(loadConfig({ ...PRODUCTION, ...MSG91, TRIP_SEARCH_THREADS: '0' }).TRIP_SEARCH_THREADS).toBe(0);
    expect(loadConfig({ TRIP_SEARCH_THREADS: '3' }).TRIP_SEARCH_THREADS).toBe(3);
    expect(loadConfig({ NODE_ENV: 'test', TRIP_SEARCH_THREADS: '' }).TRIP_SEARCH_THREADS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', TRIP_SEARCH_THREADS: '2' }).TRIP_SEARCH_THREADS).toBe(2);
  });

  it.each(['-1', 'two', '1.5', '17'])('stops on TRIP_SEARCH_THREADS=%j with a message naming it', (value) => {
    expect(named(refusal({ TRIP_SEARCH_THREADS: value }))).toEqual(['TRIP_SEARCH_THREADS']);
  });
});

describe('the server entry point', () => {
  it('stops at start with a message naming PORT when PORT is bad', () => {
    const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain('EV India cannot start');
    expect(result.stderr).toMatch(/Invalid environment variable PORT: must be a whole number/);
  });
});
