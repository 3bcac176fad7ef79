import { useSyncExternalStore } from 'react';

/**
 * A new build's service worker waiting to take over: the prompt bar offers 'Reload', which hands
 * the page to it (start.tsx passes how). Nothing else reloads the app: a person is never moved to a
 * new build in the middle of a form, nor left on an old one, because the bar stays until they tap.
 */
type Reload = () => void;

let reload: Reload | null = null;
const listeners = new Set<() => void>();

export const updateOffer = {
  offer(next: Reload) {
    reload = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The way to take the new build, while one is waiting; null otherwise. */
export function useUpdateOffer(): Reload | null {
  return useSyncExternalStore(
    updateOffer.subscribe,
    () => reload,
    () => null,
  );
}
