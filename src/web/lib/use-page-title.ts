import { useLayoutEffect } from 'react';

/**
 * Sets the document title to the spec's page title for the screen. A layout effect, so the title
 * changes in the same commit that shows the screen: a passive effect after a transition can run
 * after the new screen has painted, leaving the previous screen's title visible for a moment.
 */
export function usePageTitle(title: string) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
