import crypto from 'node:crypto';

/**
 * The page's one inline script, at the end of <head>, so it runs before any of the body is shown.
 *
 * 1. A page whose root holds a prerendered screen (<html data-prerendered="user|visitor">, see
 *    page-html.server.ts) shows it, unless the app would render something else here: on a desktop
 *    (the app shows its desktop notice), for a signed-in-only screen opened with no stored token
 *    (the app sends the visitor to sign in), or when any stored value the screen's first render
 *    reads (<html data-reads>: localStorage keys, 'session:<key>' for sessionStorage) is there.
 *    Then it marks the page data-boot="splash" and the styles show the boot splash instead, from
 *    the first paint on. The desktop test is device.ts's isDesktop(); the token key is
 *    storage.ts's 'evtoken'.
 * 2. It starts the app once the first screen has been shown: the prerendered screen or the
 *    splash, its styles inlined, paints as soon as the HTML has arrived. The app's modules wait in
 *    <template id="app-preloads"> (the entry as <link rel="modulepreload" id="app-entry">, then
 *    its imports and the route's screen chunks): inert until then, so on a slow connection the
 *    page's own bytes are not sharing the line with ~100 KB of code, and once shown they are all
 *    fetched at once, in parallel. Run before that paint, the entry's ~100 ms of evaluation
 *    would also hold the paint back. "Shown" is the browser's own
 *    first-contentful-paint entry (reported once the frame is on screen). Without paint timing,
 *    two frames; a page in a background tab or being prerendered (no frames) starts at once; and
 *    whatever happens, it starts within 3 s.
 *
 * The content-security policy allows exactly this text by its hash (BOOT_LOADER_SOURCE), never
 * 'unsafe-inline'.
 */
export const BOOT_LOADER = [
  '(function(){var d=document.documentElement,a=d.getAttribute("data-prerendered");',
  'if(a){var w=window,g=function(k){try{return k.indexOf("session:")?w.localStorage.getItem(k):w.sessionStorage.getItem(k.slice(8))}catch(x){return null}},',
  'r=(d.getAttribute("data-reads")||"").split(" ").filter(function(k){return k&&g(k)!==null}).length,',
  'desk=!(navigator.maxTouchPoints>0||"ontouchstart" in w)&&w.matchMedia("(min-width: 1024px)").matches;',
  'if(desk||r||(a==="user"&&!g("evtoken")))d.setAttribute("data-boot","splash")}',
  'var started=false;',
  'function go(){if(started)return;started=true;var f=document.getElementById("app-preloads").content,e=f.querySelector("#app-entry"),s=document.createElement("script");',
  's.type="module";s.crossOrigin="";s.src=e.getAttribute("href");document.head.appendChild(f);document.head.appendChild(s)}',
  'if(document.visibilityState==="hidden")return go();',
  'setTimeout(go,3000);',
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})',
  '}else requestAnimationFrame(function(){requestAnimationFrame(go)})})()',
].join('');

/** The CSP source that allows BOOT_LOADER and nothing else inline. */
export const BOOT_LOADER_SOURCE = `'sha256-${crypto.createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

/** Where the page's module preloads wait for the boot loader; page-html.server.ts adds the route's chunks before its end. */
export const PRELOADS_END = '</template><script>';

/**
 * index.html as Vite writes it, with the entry's <script type="module" src> and Vite's
 * modulepreloads of its imports moved into <template id="app-preloads">, and BOOT_LOADER after
 * it at the end of the head. HTML without that script tag comes back unchanged.
 */
export function withBootLoader(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [`<link rel="modulepreload" crossorigin href="${entry[1]}" id="app-entry">`];
  const rest = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, (tag) => {
    preloads.push(tag.trim());
    return '';
  });
  return rest.replace(
    '</head>',
    `<template id="app-preloads">${preloads.join('')}${PRELOADS_END}${BOOT_LOADER}</script></head>`,
  );
}
