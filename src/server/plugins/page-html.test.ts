import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPageHtml } from './page-html.server.ts';

function builtRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-page-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets/index-abc.css'), 'body{color:red}');
  fs.writeFileSync(path.join(root, 'assets/auth-1.css'), '.auth{color:blue}');
  fs.writeFileSync(
    path.join(root, 'language-chunks.json'),
    JSON.stringify({
      hi: {
        core: ['assets/hi.generated-AbCd1234.js', 'assets/hi-AbCd1234.js', 'assets/message-rewording-AbCd1234.js'],
        areas: { rto: 'assets/rto.hi-Zy_x9876.js', trips: 'assets/trips.hi-Zy_x9876.js' },
      },
      ta: {
        core: ['assets/ta.generated-EfGh5678.js', 'assets/ta-EfGh5678.js'],
        areas: { rto: 'assets/rto.ta-Zy_x9876.js' },
      },
    }),
  );
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<html lang="en"><head><title>EV India</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/jsx-1.js"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"><main class="splash">Splash</main></div><noscript>JS</noscript></body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'prerendered.json'),
    JSON.stringify([
      {
        path: '/signin',
        access: 'visitor',
        html: '<!--$--><main class="auth">Sign in</main><!--/$-->',
        reads: [],
        title: 'Sign <In> & Up',
      },
      {
        path: '/signin',
        lang: 'hi',
        access: 'visitor',
        html: '<!--$--><main class="auth">साइन इन</main><!--/$-->',
        reads: [],
        title: 'साइन इन',
      },
      {
        path: '/findelectricvehicle/:type/:id',
        access: 'user',
        html: '<p>never</p>',
        reads: ['evdetails', 'session:ev.buy.filters', 'bad" key'],
      },
    ]),
  );
  fs.writeFileSync(
    path.join(root, 'route-preloads.json'),
    JSON.stringify({
      '/signin': {
        js: ['assets/sign-in-page-1.js', 'assets/user-rules-1.js'],
        css: ['assets/auth-1.css', 'assets/index-abc.css'],
        areas: ['rto'],
      },
      '/findelectricvehicle/:type/:id': { js: ['assets/placeholder-page-1.js'], css: [] },
    }),
  );
  return root;
}

describe('page HTML', () => {
  const page = buildPageHtml(builtRoot());

  it('inlines the build stylesheet so it does not block the first paint, marking it for the loader with a link never fetched', () => {
    const html = page.forPath('/anything').toString();
    expect(html).toContain(
      '<style>body{color:red}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled>',
    );
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-abc.css" disabled>',
    ]);
  });

  it("inlines the route's own stylesheets after the app's, so their rules win where both set a property", () => {
    const html = page.forPath('/signin').toString();
    const app = html.indexOf('<style>body{color:red}</style>');
    const own = html.indexOf(
      '<style>.auth{color:blue}</style><link rel="stylesheet" href="/assets/auth-1.css" disabled>',
    );
    expect(app).toBeGreaterThan(0);
    expect(own).toBeGreaterThan(app);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(page.forPath('/anything').toString()).not.toContain('.auth{');
  });

  it("preloads the route's screen chunks, and only that route's", () => {
    const html = page.forPath('/signin').toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in-page-1.js">');
    expect(html).toContain('href="/assets/user-rules-1.js"');
    expect(html).not.toContain('placeholder-page');
    expect(page.forPath('/signin/').toString()).toContain('sign-in-page-1.js');
  });

  it("puts the route's prerendered screen in the root, keeps the splash aside, and marks who it was rendered for", () => {
    const html = page.forPath('/signin').toString();
    expect(html).toContain('<html lang="en" data-prerendered="visitor">');
    expect(html).toContain(
      '<div id="boot-splash" hidden><main class="splash">Splash</main></div><div id="root" data-prerendered="" inert><!--$--><main class="auth">Sign in</main><!--/$--></div><noscript>',
    );
    expect(html).toContain('<title>Sign &lt;In&gt; &amp; Up</title>');
    const other = page.forPath('/nowhere').toString();
    expect(other).toContain('<title>EV India</title>');
    expect(other).toContain('<div id="root"><main class="splash">Splash</main></div>');
    expect(other).not.toContain('data-prerendered=');
  });

  it('sends a Hindi reader the Hindi screen, with <html lang="hi">, and English to everyone else', () => {
    const html = (language?: 'en' | 'hi') =>
      zlib.gunzipSync(page.encoded('/signin', 'gzip', undefined, language).body).toString();
    expect(html('hi')).toContain('<html lang="hi" data-prerendered="visitor">');
    expect(html('hi')).toContain('<main class="auth">साइन इन</main>');
    expect(html('hi')).toContain('<title>साइन इन</title>');
    expect(html('en')).toContain('<main class="auth">Sign in</main>');
    expect(html()).toContain('<html lang="en" data-prerendered="visitor">');
    // Its Hindi strings load with the entry: the registry, the core, the rewording, and the areas its chunks register.
    expect(html('hi')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/hi.generated-AbCd1234.js"><link rel="modulepreload" crossorigin href="/assets/hi-AbCd1234.js"><link rel="modulepreload" crossorigin href="/assets/message-rewording-AbCd1234.js"><link rel="modulepreload" crossorigin href="/assets/rto.hi-Zy_x9876.js">',
    );
    expect(html('hi')).not.toContain('trips.hi');
    expect(html('en')).not.toMatch(/hi\.generated|rto\.hi|message-rewording/);
    // A page with no Hindi screen keeps the splash, in a Hindi page.
    expect(zlib.gunzipSync(page.encoded('/nowhere', 'gzip', undefined, 'hi').body).toString()).toContain(
      '<html lang="hi">',
    );
  });

  it('sends a Tamil page (the splash, while Tamil has no prerendered screen) with Tamil’s own chunks (issue 41)', () => {
    const html = zlib.gunzipSync(page.encoded('/signin', 'gzip', undefined, 'ta').body).toString();
    expect(html).toContain('<html lang="ta">');
    expect(html).toContain('href="/assets/ta-EfGh5678.js"');
    expect(html).toContain('href="/assets/rto.ta-Zy_x9876.js"');
    expect(html).not.toContain('.hi');
  });

  it('lists the stored values a screen reads (only well-formed keys) for the boot script', () => {
    const html = page.forPath('/findelectricvehicle/car/1').toString();
    expect(html).toContain('<html lang="en" data-prerendered="user" data-reads="evdetails session:ev.buy.filters">');
  });

  it('sends the splash, not the prerendered screen, when a query string changes what the screen shows', () => {
    const html = (search: string) =>
      zlib.gunzipSync(page.encoded('/signin', 'gzip', new URLSearchParams(search)).body).toString();
    expect(html('')).toContain('<main class="auth">Sign in</main>');
    expect(html('tab=videos')).not.toContain('<main class="auth">');
    expect(html('tab=videos')).toContain('<div id="root"><main class="splash">');
  });

  it("keeps the app's modules, the route's chunks among them, in the inert preload template until the boot script starts them", () => {
    const html = page.forPath('/signin').toString();
    const template = /<template id="app-preloads">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(template).toContain('href="/assets/index-1.js" id="app-entry"');
    expect(template).toContain('href="/assets/jsx-1.js"');
    expect(template).toContain('href="/assets/sign-in-page-1.js"');
    expect(html.replace(template, '')).not.toContain('rel="modulepreload"');
  });

  it('matches routes with parameters and leaves unknown paths without preloads', () => {
    expect(page.forPath('/findelectricvehicle/car/42').toString()).toContain('placeholder-page-1.js');
    // Only the entry and its own import (Vite's preload) on these.
    const preloads = (html: string) => html.match(/rel="modulepreload"/g)?.length ?? 0;
    expect(preloads(page.forPath('/findelectricvehicle/car').toString())).toBe(2);
    expect(preloads(page.forPath('/nowhere').toString())).toBe(2);
  });

  it('serves each page pre-compressed in the encoding the client accepts, gzip until its brotli copy is made', async () => {
    const fresh = buildPageHtml(builtRoot());
    expect(fresh.encoded('/signin', 'gzip, deflate, br').encoding).toBe('gzip');
    await fresh.compressed;
    expect(fresh.encoded('/signin', 'gzip, deflate, br').encoding).toBe('br');
    await page.compressed;
    const br = page.encoded('/signin', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page.forPath('/signin').toString());
    const gzip = page.encoded('/signin', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page.forPath('/signin').toString());
    expect(page.encoded('/signin', '').encoding).toBeNull();
  });

  it('preloads the catalogue list a finder page starts with, for the type in its query string', () => {
    const html = (search: string) =>
      zlib.gunzipSync(page.encoded('/findelectricvehicle', 'gzip', new URLSearchParams(search)).body).toString();
    expect(html('')).toContain('<link rel="preload" as="fetch" crossorigin href="/ev/droom/products?bucket=car">');
    expect(html('type=bike&sort=HtoL')).toContain('href="/ev/droom/products?bucket=bike"');
    // An unknown type reads as the screen reads it: the car list.
    expect(html('type=%22%3E%3Cscript%3E')).toContain('href="/ev/droom/products?bucket=car"');
    expect(html('type=bike')).toContain('</style>');
    const signIn = zlib.gunzipSync(page.encoded('/signin', 'gzip', new URLSearchParams('type=bike')).body).toString();
    expect(signIn).not.toContain('rel="preload"');
  });

  it('embeds the answers a prerendered screen was drawn from as data blocks, escaped, instead of preloading them', () => {
    const root = builtRoot();
    const answer = JSON.stringify({
      success: true,
      data: { data: { products: [{ product_title: '</script><script>alert(1)</script>' }] } },
    });
    fs.writeFileSync(
      path.join(root, 'prerendered.json'),
      JSON.stringify([
        {
          path: '/findelectricvehicle',
          access: 'user',
          html: '<ul><li>Car</li></ul>',
          reads: [],
          data: [{ url: '/ev/droom/products?bucket=car', json: answer }],
        },
      ]),
    );
    fs.writeFileSync(
      path.join(root, 'route-preloads.json'),
      JSON.stringify({ '/findelectricvehicle': { js: ['assets/find-1.js'], css: [] } }),
    );
    const withData = buildPageHtml(root);
    const html = (search: string) =>
      zlib.gunzipSync(withData.encoded('/findelectricvehicle', 'gzip', new URLSearchParams(search)).body).toString();
    const plain = html('');
    const block =
      /<script type="application\/json" data-page-data="\/ev\/droom\/products\?bucket=car">([^<]*)<\/script>/.exec(
        plain,
      );
    expect(block).not.toBeNull();
    // The same answer, with no '<' that could end the element early.
    expect(JSON.parse(block![1]!)).toEqual(JSON.parse(answer));
    expect(plain).not.toContain('<script>alert(1)');
    expect(plain.indexOf('data-page-data')).toBeGreaterThan(plain.indexOf('<ul><li>Car</li></ul>'));
    expect(plain).not.toContain('rel="preload"');
    // A query string gets the splash page, which preloads its list as before and carries no data block.
    expect(html('type=bike')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/ev/droom/products?bucket=bike">',
    );
    expect(html('type=bike')).not.toContain('data-page-data');
  });
});
