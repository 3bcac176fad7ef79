import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../lib/i18n.ts';
import '../lib/initial-path.ts';
import '../styles.css';
import { whenIdle } from '../lib/when-idle.ts';
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

/** The route's screen first (its chunks come with the page), so the first render is the screen itself. */
const root = document.getElementById('root');
if (root) {
  void preloadScreenFor(window.location.pathname).then(() => {
    mount(root);
    whenIdle(linkManifest, 2000);
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
