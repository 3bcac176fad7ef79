/**
 * The app's page with no screen in it: the boot splash, the boot script and the entry, as the
 * server sends any page it has no prerendered screen for. The service worker keeps a copy and
 * answers a navigation with it when the network fails and that page was never saved; the app then
 * draws the screen of the address it was opened at. Not a route of the app: never linked.
 */
export const APP_SHELL_PATH = '/app-shell';
