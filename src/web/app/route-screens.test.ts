import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths, visitorPaths } from './paths.ts';
import { routeScreens } from './route-screens.ts';

describe('route table', () => {
  it('gives every spec path exactly one screen', () => {
    const routed = routeScreens.map((route) => route.path).sort();
    expect(routed).toEqual(Object.values(paths).sort());
  });

  it('opens exactly the visitor routes of spec section 2 without a token', () => {
    const open = routeScreens
      .filter((route) => route.access === 'visitor')
      .map((route) => route.path)
      .sort();
    expect(open).toEqual([...visitorPaths].sort());
  });

  it('points every route at a screen module that exists', () => {
    for (const route of routeScreens) {
      expect(fs.existsSync(path.join(import.meta.dirname, '..', route.screen)), route.screen).toBe(true);
    }
  });
});
