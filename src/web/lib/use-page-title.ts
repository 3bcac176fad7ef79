import { useEffect } from 'react';

/** Sets the document title to the spec's page title for the screen. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
