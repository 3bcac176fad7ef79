import { useLayoutEffect } from 'react';
import { onServer, titleOnServer } from './prerender-snapshot.ts';

/**
 * Sets the document title to the spec's page title for the screen. A layout effect, so the title
 * changes in the same commit that shows the screen: a passive effect after a transition can run
 * after the new screen has painted, leaving the previous screen's title visible for a moment.
 */
export function usePageTitle(title: string) {
  // The build's prerender notes it (effects do not run there), so the page arrives with its title.
  if (onServer) titleOnServer(title);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
