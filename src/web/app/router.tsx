import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { stringsReady } from '../lib/i18n.ts';
import { AppShell, RequireUser, UnknownRoute } from './app-shell.tsx';
import { paths, redirectPaths } from './paths.ts';
import { routeScreens, type RouteScreen } from './route-screens.ts';

/**
 * The routes, built from the table in route-screens.ts. Every screen module is its own chunk
 * (import.meta.glob is lazy), fetched when its route first opens; the server also preloads the
 * current route's chunk with the page. React Router's declarative mode is used rather than its
 * data router: the data router costs ~17 KB gzip more and this app loads data per screen.
 */
type ScreenModule = { default: ComponentType };
const modules = import.meta.glob<ScreenModule>('../features/**/*-page.tsx');

const screens = new Map<string, LazyExoticComponent<ComponentType>>();
/** Screens already loaded before the first render (preloadScreenFor): rendered directly, no Suspense fallback. */
const loaded = new Map<string, ComponentType>();

/**
 * Loads the screen for `pathname` (its chunks are already downloading: the page preloads them),
 * so the first render shows it at once instead of the loader first and the screen a task later.
 * A failure is left to the lazy path, which retries and shows the error boundary.
 */
export async function preloadScreenFor(pathname: string): Promise<void> {
  const route = routeScreens.find((r) => matchPath({ path: r.path, caseSensitive: false, end: true }, pathname));
  const load = route && modules[`../${route.screen}`];
  if (!route || !load) return;
  try {
    loaded.set(route.screen, (await load()).default);
  } catch {
    // Left to lazy(): see above.
  }
}

function screenFor(route: RouteScreen): ComponentType {
  const ready = loaded.get(route.screen);
  if (ready) return ready;
  let screen = screens.get(route.screen);
  if (!screen) {
    const load = modules[`../${route.screen}`];
    if (!load) throw new Error(`No screen module ${route.screen}`);
    // A Hindi reader's screen waits for its area's Hindi strings (a chunk after the screen's own).
    screen = lazy(() => load().then(async (module) => (await stringsReady(), module)));
    screens.set(route.screen, screen);
  }
  return screen;
}

const element = (route: RouteScreen) => {
  const Screen = screenFor(route);
  return <Screen />;
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {routeScreens
          .filter((route) => route.access === 'visitor')
          .map((route) => (
            <Route key={route.path} path={route.path} element={element(route)} />
          ))}
        <Route element={<RequireUser />}>
          {routeScreens
            .filter((route) => route.access === 'user')
            .map((route) => (
              <Route key={route.path} path={route.path} element={element(route)} />
            ))}
        </Route>
        <Route path={redirectPaths.dashboard} element={<Navigate to={paths.home} replace />} />
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
