import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../lib/i18n.ts';
import '../lib/initial-path.ts';
import '../styles.css';
import { AppRoutes, preloadScreenFor } from './router.tsx';

/**
 * The web app manifest is for installing the app, not for showing the first screen: it is linked
 * once the screen has rendered and the page is idle, so it never competes with the screen's own files.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}
const whenIdle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 500));

/** The route's screen first (its chunks come with the page), so the first render is the screen itself. */
const root = document.getElementById('root');
if (root) {
  void preloadScreenFor(window.location.pathname).then(() => {
    mount(root);
    whenIdle(linkManifest);
  });
}

function mount(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
