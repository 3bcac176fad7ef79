import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../lib/i18n.ts';
import '../lib/initial-path.ts';
import '../styles.css';
import { AppRoutes, preloadScreenFor } from './router.tsx';

/** The route's screen first (its chunks come with the page), so the first render is the screen itself. */
const root = document.getElementById('root');
if (root) void preloadScreenFor(window.location.pathname).then(() => mount(root));

function mount(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
