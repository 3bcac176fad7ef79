import { describe, expect, it } from 'vitest';
import { buildIdOf } from './build-id.ts';

describe('buildIdOf', () => {
  const build = [
    { url: 'assets/index-A1.js', revision: null },
    { url: 'manifest.webmanifest', revision: 'r1' },
  ];

  it('names the same files the same, and a changed file or revision anew', () => {
    expect(buildIdOf(build)).toBe(buildIdOf(structuredClone(build)));
    expect(buildIdOf(build)).toMatch(/^[0-9a-z]{1,7}$/);
    expect(buildIdOf([build[0]!, { url: 'manifest.webmanifest', revision: 'r2' }])).not.toBe(buildIdOf(build));
    expect(buildIdOf([{ url: 'assets/index-B2.js', revision: null }, build[1]!])).not.toBe(buildIdOf(build));
    expect(buildIdOf(build.slice(0, 1))).not.toBe(buildIdOf(build));
  });
});
