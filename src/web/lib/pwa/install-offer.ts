import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`, not in the DOM's
 * types). Kept from the moment the browser makes it, so the drawer's 'Install app' (shown only
 * while there is an offer) can show the browser's own dialog. Where no browser offers, nothing shows.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts listening (app/pwa/start.tsx does, before the manifest is linked: the offer can only follow it). */
export function listenForInstallOffer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our entry asks instead of the browser's own bar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

/** Shows the browser's install dialog; an offer serves once, so the entry goes until the browser offers again. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  notify();
  await current.prompt();
  await current.userChoice.catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** True while the browser offers to install the app. */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}
