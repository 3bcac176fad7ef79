export type Cancel = () => void;

/**
 * Runs `run` when the page is next idle, and within `timeoutMs` even on a page that is never idle
 * (a plain timer where requestIdleCallback is missing). Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, Math.min(timeoutMs, 16));
  return () => window.clearTimeout(handle);
}
