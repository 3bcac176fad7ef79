import { useLayoutEffect } from 'react';

/**
 * Once the app's first render is on the page (in the same commit), the boot splash the page kept
 * aside for the boot script goes, and so does the mark that showed it instead of the root; a
 * prerendered screen, inert until now (page-html.server.ts), comes alive. It is part of the tree
 * the build prerenders too (renders nothing), so both trees match for hydration.
 */
export function BootDone() {
  useLayoutEffect(() => {
    document.getElementById('boot-splash')?.remove();
    document.getElementById('root')?.removeAttribute('inert');
    delete document.documentElement.dataset.boot;
  }, []);
  return null;
}
