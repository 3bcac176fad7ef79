import { describe, expect, it } from 'vitest';
import { refusal } from '../../../tests/support/config-refusal.ts';
import { loadConfig } from '../config.server.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_PEPPER: 'a-long-random-secret-for-the-codes',
  MAPS_TOKEN_SECRET: 'a-long-random-secret-for-maps-tokens',
  SMS_PROVIDER: 'console',
  SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
};

/** The OCPI settings (issue 33; README, docs/ocpi.md). */
describe('OCPI configuration', () => {
  it('calls networks over https only in production, http too elsewhere, unless told', () => {
    expect(loadConfig(PRODUCTION).OCPI_ALLOW_HTTP).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).OCPI_ALLOW_HTTP).toBe(true);
    expect(loadConfig({ ...PRODUCTION, OCPI_ALLOW_HTTP: 'true' }).OCPI_ALLOW_HTTP).toBe(true);
    expect(loadConfig({})).toMatchObject({
      OCPI_COUNTRY_CODE: 'IN',
      OCPI_PARTY_ID: 'EVI',
      OCPI_LIVE_FEED: 'auto',
      OCPI_PUSHES_PER_PARTY_PER_MINUTE: 120_000,
    });
  });

  it('refuses a feed without what it needs, and a party id that is not one, naming the variable', () => {
    expect(refusal({ OCPI_LIVE_FEED: 'redis' })).toContain(
      'Invalid environment variable OCPI_LIVE_FEED: redis needs REDIS_URL',
    );
    expect(refusal({ OCPI_LIVE_FEED: 'postgres' })).toContain(
      'Invalid environment variable OCPI_LIVE_FEED: postgres needs a postgres:// DATABASE_URL',
    );
    expect(refusal({ OCPI_PARTY_ID: 'ev' })).toContain('Invalid environment variable OCPI_PARTY_ID');
    expect(refusal({ OCPI_PUBLIC_URL: 'not a url' })).toContain('Invalid environment variable OCPI_PUBLIC_URL');
  });
});
