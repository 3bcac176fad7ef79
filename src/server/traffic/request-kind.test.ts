import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_STATIC_PATHS, requestKind, staticPathsOf } from './request-kind.server.ts';

describe('what a request is, for the traffic budgets', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-kind-'));
  for (const dir of ['assets', 'icons', 'blog-images']) fs.mkdirSync(path.join(root, dir));
  for (const file of ['index.html', 'manifest.webmanifest', 'sw.js', 'sw.js.br', 'favicon.svg'])
    fs.writeFileSync(path.join(root, file), '');
  const statics = staticPathsOf(root);

  it('knows the build’s files and folders as static, and the app shell, but not index.html', () => {
    for (const url of [
      '/assets/index-abc.js',
      '/icons/icon-192.png',
      '/blog-images/1.webp',
      '/manifest.webmanifest',
      '/sw.js',
      '/favicon.svg',
      '/app-shell',
      '/sw.js?v=2',
    ]) {
      expect(requestKind('GET', url, statics), url).toBe('static');
    }
    expect(requestKind('HEAD', '/assets/x.css', statics)).toBe('static');
    expect(requestKind('GET', '/index.html', statics)).toBe('page');
  });

  it('calls every other GET outside the API a page, station ids with dots included', () => {
    for (const url of [
      '/',
      '/evinindia',
      '/planatrip?from=Pune',
      '/station/bee:MH:tata:18.52,73.85',
      '/no-such-page',
    ]) {
      expect(requestKind('GET', url, statics), url).toBe('page');
    }
  });

  it('calls the API and every write an API call', () => {
    expect(requestKind('GET', '/ev/evData', statics)).toBe('api');
    expect(requestKind('POST', '/googleservice/auth', statics)).toBe('api');
    expect(requestKind('POST', '/assets/x.js', statics)).toBe('api');
    expect(requestKind('GET', '/ev/assets/x', statics)).toBe('api');
  });

  it('without a build, has no static files', () => {
    expect(staticPathsOf(path.join(root, 'missing'))).toBe(NO_STATIC_PATHS);
    expect(requestKind('GET', '/assets/x.js', NO_STATIC_PATHS)).toBe('page');
  });
});
