/**
 * The path the app was opened at, read once when the entry bundle runs (before any redirect):
 * the splash shows only when the app starts on its own route.
 */
export const initialPath = typeof window === 'undefined' ? '/' : window.location.pathname;
