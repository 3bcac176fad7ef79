/// <reference types="vite-plugin-pwa/vanillajs" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { listenForInstallOffer } from '../../lib/pwa/install-offer.ts';
import { deletePersonalCaches } from '../../lib/pwa/personal-caches.ts';
import { storage } from '../../lib/storage.ts';
import { ConnectionBars } from './connection-bars.tsx';
import { updateOffer } from './update-offer.ts';

/**
 * Installable and offline (issue 18; docs/decisions/0013-offline-and-install.md), started by
 * main.tsx once the first screen is up and the page idle, as a chunk of its own: nothing here
 * costs the first paint. It links the manifest, keeps the browser's install offer, mounts the
 * connection bars and registers the service worker (/sw.js), whose updates wait for 'Reload'.
 */
const HOUR = 60 * 60 * 1000;

function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

function mountBars() {
  const host = document.createElement('div');
  host.id = 'connection-bars';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <ConnectionBars />
    </StrictMode>,
  );
}

/** An app left open for days still hears of a deploy: the browser checks on navigations, this every hour. */
function keepCheckingForUpdates(registration: ServiceWorkerRegistration | undefined) {
  if (!registration) return;
  const check = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void registration.update().catch(() => undefined);
  };
  window.setInterval(check, HOUR);
  window.addEventListener('online', check);
}

export function startInstallable() {
  // The install offer can only follow the manifest, so listen first.
  listenForInstallOffer();
  linkManifest();
  mountBars();
  // Nobody signed in: no one's answers may stay (a session ended while this page was closed).
  if (!storage.token()) void deletePersonalCaches();
  // No worker under `npm run dev`: Vite serves the sources, and a worker would keep an old copy of them.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => updateOffer.offer(() => void update(true)),
    onRegisteredSW: (_url, registration) => keepCheckingForUpdates(registration),
  });
}
