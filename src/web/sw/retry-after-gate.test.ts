import { describe, expect, it } from 'vitest';
import { RetryAfterGate, retryAfterSeconds } from './retry-after-gate.ts';

const answer = (status: number, retryAfter?: string) =>
  new Response('{}', { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } });

describe('the service worker’s Retry-After gate', () => {
  it('closes on a 429 for its Retry-After, and only on a 429', () => {
    let now = 1_000_000;
    const gate = new RetryAfterGate(() => now);
    gate.note(answer(200));
    gate.note(answer(503, '30'));
    expect(gate.waitMs()).toBe(0);
    gate.note(answer(429, '7'));
    expect(gate.waitMs()).toBe(7000);
    now += 6500;
    expect(gate.waitMs()).toBe(500);
    now += 500;
    expect(gate.waitMs()).toBe(0);
  });

  it('keeps the later of two refusals', () => {
    let now = 0;
    const gate = new RetryAfterGate(() => now);
    gate.note(answer(429, '20'));
    now += 1000;
    gate.note(answer(429, '2'));
    expect(gate.waitMs()).toBe(19_000);
  });

  it('answers for the server while closed: a 429 in the API’s shape with the seconds left', async () => {
    let now = 0;
    const gate = new RetryAfterGate(() => now);
    gate.note(answer(429, '10'));
    now += 3200;
    const refusal = gate.refusal();
    expect(refusal.status).toBe(429);
    expect(refusal.headers.get('retry-after')).toBe('7');
    expect(await refusal.json()).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('reads Retry-After as seconds or an HTTP date, with a short default and an hour at most', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBe(5);
    expect(retryAfterSeconds('soon', now)).toBe(5);
    expect(retryAfterSeconds('999999', now)).toBe(3600);
  });
});
