import { describe, expect, it } from 'vitest';
import { MapsTokens } from './maps-token.server.ts';

const TTL_MS = 60_000;

function tokens(secret = 'a-secret-of-the-test') {
  const clock = { now: 1_800_000_000_000 };
  return { clock, maps: new MapsTokens(secret, TTL_MS, () => clock.now) };
}

/** The same token with one character of its signature changed. */
const tampered = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

describe('MapsTokens', () => {
  it('takes its own token until it expires, also once the token has been checked before', () => {
    const { clock, maps } = tokens();
    const { token, expiresAt } = maps.issue();
    expect(expiresAt).toBe(clock.now + TTL_MS);
    expect(maps.verify(token)).toBe(true);
    expect(maps.verify(token)).toBe(true);
    clock.now = expiresAt - 1;
    expect(maps.verify(token)).toBe(true);
    clock.now = expiresAt;
    expect(maps.verify(token)).toBe(false);
  });

  it('refuses a changed signature, a changed expiry and another secret’s token, every time', () => {
    const { maps } = tokens();
    const { token } = maps.issue();
    expect(maps.verify(token)).toBe(true);
    const later = token.replace(/^m1\.(\d{13})/, (_, ms: string) => `m1.${Number(ms) + 1}`);
    const foreign = tokens('another-secret').maps.issue().token;
    for (let i = 0; i < 3; i++) {
      expect(maps.verify(tampered(token))).toBe(false);
      expect(maps.verify(later)).toBe(false);
      expect(maps.verify(foreign)).toBe(false);
    }
    expect(maps.verify('')).toBe(false);
    expect(maps.verify('m1.garbage')).toBe(false);
  });

  it('still checks every token correctly once more have been checked than it keeps', () => {
    const { clock, maps } = tokens();
    const issued = Array.from({ length: 10_050 }, () => maps.issue().token);
    for (const token of issued) expect(maps.verify(token)).toBe(true);
    // The first ones were let go: checked again from their signature, and refused once expired.
    expect(maps.verify(issued[0]!)).toBe(true);
    expect(maps.verify(tampered(issued[1]!))).toBe(false);
    clock.now += TTL_MS;
    expect(maps.verify(issued[0]!)).toBe(false);
    expect(maps.verify(issued.at(-1)!)).toBe(false);
  });
});
