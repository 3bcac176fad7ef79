import { useSyncExternalStore } from 'react';

/** Wider than any phone or portrait tablet. */
const WIDE = '(min-width: 1024px)';

/**
 * A desktop is a wide window with no touch input. Phones and tablets (any touch points) get the
 * app; so does a narrow desktop window, which is how people preview a mobile site.
 */
export function isDesktop(): boolean {
  const touch = navigator.maxTouchPoints > 0 || 'ontouchstart' in window;
  return !touch && window.matchMedia(WIDE).matches;
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    isDesktop,
    () => false,
  );
}
