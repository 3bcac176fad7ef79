import { useSyncExternalStore } from 'react';
import { CACHE_HIT_HEADER, SAVED_COPY_HEADER } from './pwa/saved-copy.ts';

/**
 * Whether the app can reach its server: not when the browser says it is offline, nor after a
 * request got no answer at all, or got the service worker's saved copy instead (the network
 * failed behind it: a dead signal, a captive Wi-Fi). The next real answer, or the browser coming
 * back online, clears it. The offline bar (app/pwa/) reads it; the screens' network-only actions
 * check noNetwork() before they try.
 */
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const connection = {
  /** Out of reach, by the browser's word or the last request's: for the offline bar. */
  offline: (): boolean => unreachable || browserOffline(),
  /**
   * The browser knows it has no network: an action that needs it says so instead of trying. (Not
   * after a failed request alone: trying again is the only way to find the server back.)
   */
  noNetwork: browserOffline,
  /** Called by the API clients with each request's outcome: a response, or null when none came. */
  noteAnswer(response: Response | null) {
    // Content the worker always serves from its cache (the catalogue, evData): no news of the network.
    if (response?.headers.has(CACHE_HIT_HEADER)) return;
    const reached = response !== null && !response.headers.has(SAVED_COPY_HEADER);
    if (unreachable === !reached) return;
    unreachable = !reached;
    notify();
  },
  subscribe(listener: () => void): () => void {
    const online = () => {
      unreachable = false;
      listener();
    };
    listeners.add(listener);
    window.addEventListener('online', online);
    window.addEventListener('offline', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', listener);
    };
  },
};

/** True while the server is out of reach. A prerendered screen starts online (no mismatch), then updates. */
export function useOffline(): boolean {
  return useSyncExternalStore(connection.subscribe, connection.offline, () => false);
}
