import { StrictMode, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { setLanguage, stringsReady } from '../lib/i18n.ts';
import '../lib/initial-path.ts';
import { initialLanguage } from '../lib/language-start.ts';
import '../styles.css';
import '../fonts.css';
import { whenIdle } from '../lib/when-idle.ts';
import { BootDone } from './boot-done.tsx';
import { AppRoutes, preloadScreenFor } from './router.tsx';

/**
 * Installing and working offline are not for showing the first screen: the manifest, the service
 * worker and the connection bars (./pwa/start.tsx, a chunk of its own) come once the screen has
 * rendered and the page is idle, so they never compete with the screen's own files.
 */
const startInstallable = () => void import('./pwa/start.tsx').then((pwa) => pwa.startInstallable());

/**
 * A prerendered screen that does not match the first render (it should not happen: the screens'
 * first render reads nothing the build could not know) is drawn again by React; that is worth a
 * note while developing, not an error on a person's phone. The page is marked
 * (data-hydration="hydrated", then "redrawn") so the end-to-end suite can catch it.
 */
function onRecoverableError(error: unknown, info: ErrorInfo) {
  document.documentElement.dataset.hydration = 'redrawn';
  if (import.meta.env.DEV) console.error('Hydration fell back to a fresh render', error, info.componentStack);
}

/**
 * The route's screen first (its chunks come with the page), and for a reader of another language
 * its strings for the app and for the screen, so the first render is the screen itself, in its language.
 */
const root = document.getElementById('root');
if (root) {
  const language = initialLanguage();
  void Promise.all([preloadScreenFor(window.location.pathname), language === 'en' ? undefined : setLanguage(language)])
    .then(stringsReady)
    .then(() => {
      mount(root);
      whenIdle(startInstallable, 2000);
    });
}

function mount(root: HTMLElement) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <BootDone />
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // The page's prerendered screen is hydrated when the boot script showed it; otherwise (a visitor
  // on a signed-in screen, a desktop) the splash is showing and the app renders afresh.
  const prerendered = root.dataset.prerendered !== undefined;
  if (prerendered && document.documentElement.dataset.boot !== 'splash') {
    document.documentElement.dataset.hydration = 'hydrated';
    hydrateRoot(root, app, { onRecoverableError });
    return;
  }
  if (prerendered) root.replaceChildren();
  createRoot(root).render(app);
}
