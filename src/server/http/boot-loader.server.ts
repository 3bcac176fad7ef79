import crypto from 'node:crypto';

/**
 * The page's one inline script. It starts the app (the entry module, already downloading through
 * <link rel="modulepreload" id="app-entry">) once the boot screen has been shown: index.html's
 * splash, its styles inlined, paints as soon as the HTML has arrived. On a slow phone the entry
 * bundle can arrive before that first paint; run at once, its ~100 ms of evaluation would hold
 * the paint back, and React would replace the splash before anyone saw it.
 *
 * "Shown" is the browser's own first-contentful-paint entry (reported once the frame is on
 * screen). Without paint timing, two frames; a page in a background tab or being prerendered
 * (no frames) starts at once; and whatever happens, it starts within 3 s.
 *
 * The content-security policy allows exactly this text by its hash (BOOT_LOADER_SOURCE), never
 * 'unsafe-inline'.
 */
export const BOOT_LOADER = [
  '(function(){var started=false;',
  'function go(){if(started)return;started=true;var e=document.getElementById("app-entry"),s=document.createElement("script");',
  's.type="module";s.crossOrigin="";s.src=e.href;document.head.appendChild(s)}',
  'if(document.visibilityState==="hidden")return go();',
  'setTimeout(go,3000);',
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})',
  '}else requestAnimationFrame(function(){requestAnimationFrame(go)})})()',
].join('');

/** The CSP source that allows BOOT_LOADER and nothing else inline. */
export const BOOT_LOADER_SOURCE = `'sha256-${crypto.createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

/**
 * index.html as Vite writes it, with the entry's <script type="module" src> turned into a
 * modulepreload (it downloads at once, as before) and BOOT_LOADER at the end of the body (the
 * root element exists when it runs). HTML without that script tag comes back unchanged.
 */
export function withBootLoader(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) return html;
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}" id="app-entry">`)
    .replace('</body>', `<script>${BOOT_LOADER}</script></body>`);
}
