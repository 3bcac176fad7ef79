/**
 * The path the app was opened at, read once when the entry bundle runs (before any redirect):
 * the splash shows only when the app starts on its own route. The build's prerender sets it to
 * the route it renders (app/prerender.tsx), so a prerendered screen starts as the app will.
 */
export let initialPath = typeof window === 'undefined' ? '/' : window.location.pathname;

/** For the prerender only: the page being rendered at build time. */
export function setInitialPathForPrerender(path: string): void {
  initialPath = path;
}
