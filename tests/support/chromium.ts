/**
 * Debian's Chromium (override with CHROMIUM_PATH) and the flags this closed network needs
 * (STACK.md): used by the end-to-end tests and the Lighthouse bench alike.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
