import { describe, expect, it } from 'vitest';
import { boundedCache, CACHES } from './bounded-caches.server.ts';

const HOUR_MS = 3_600_000;

describe('boundedCache', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = boundedCache<string>('tripAnswers', { now: () => 1, max: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('forgets an answer once its time is up, on a clock that starts at 0', () => {
    let now = 0;
    const cache = boundedCache<string>('tripAnswers', { now: () => now });
    cache.set('a', 'A');
    now = HOUR_MS - 1;
    expect(cache.get('a')).toBe('A');
    now = HOUR_MS;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces an answer set again under the same key, and times it afresh', () => {
    let now = 1_000;
    const cache = boundedCache<string>('suggestionAnswers', { now: () => now });
    cache.set('a', 'old');
    now += HOUR_MS / 2;
    cache.set('a', 'new');
    now += HOUR_MS - 1;
    expect(cache.get('a')).toBe('new');
    expect(cache.size).toBe(1);
  });

  it('keeps entries without a time for as long as they are used', () => {
    const cache = boundedCache<number>('mapsTokens', { max: 3 });
    for (const key of ['a', 'b', 'c']) cache.set(key, 1);
    cache.get('a');
    cache.set('d', 1);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
  });

  it('keeps a cache bounded by bytes under its bytes, dropping the least recently used', () => {
    const cache = boundedCache<string>('tripRoutes', { maxBytes: 10, sizeOf: (value) => value.length });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.get('a');
    cache.set('c', 'cccc');
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(cache.calculatedSize).toBe(8);
    // lru-cache weighs an entry only when its value changes: one that grew after it was kept is
    // weighed again by deleting and setting it (TripRoutes.weigh).
    const grown = cache.get('a')!;
    cache.set('a', grown, { size: 6 });
    expect(cache.calculatedSize).toBe(8);
    cache.delete('a');
    cache.set('a', grown, { size: 6 });
    expect(cache.calculatedSize).toBe(10);
    cache.set('d', 'd');
    expect([...cache.keys()].sort()).toEqual(['a', 'd']);
  });

  it('refuses to make a cache bounded by bytes without a way to weigh its entries', () => {
    expect(() => boundedCache<string>('tripRoutes')).toThrow(/sizeOf/);
  });

  it('names a size, what an entry weighs and why for every cache', () => {
    for (const [name, rule] of Object.entries(CACHES)) {
      expect(Number.isInteger(rule.max) && rule.max > 0, name).toBe(true);
      if ('ttlMs' in rule) expect(Number.isInteger(rule.ttlMs) && rule.ttlMs > 1, name).toBe(true);
      expect(rule.entry.length > 10 && rule.why.length > 10, name).toBe(true);
    }
  });
});
