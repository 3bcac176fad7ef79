import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.server.ts';

describe('AnswerCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new AnswerCache(2, 60_000, () => 0);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('forgets an answer once its time is up', () => {
    let now = 0;
    const cache = new AnswerCache(10, 1000, () => now);
    cache.set('a', 'A');
    now = 999;
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces an answer set again under the same key', () => {
    const cache = new AnswerCache(10, 1000, () => 0);
    cache.set('a', 'old');
    cache.set('a', 'new');
    expect(cache.get('a')).toBe('new');
    expect(cache.size).toBe(1);
  });
});
