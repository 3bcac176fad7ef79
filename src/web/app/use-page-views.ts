import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { UNKNOWN_ROUTE } from '../../domain/analytics/event-fields.ts';
import { trackPageView } from '../lib/analytics/track.ts';
import { routeScreens } from './route-screens.ts';

/** The route pattern a path is shown by ('/blogs/:id' for '/blogs/3'); '(other)' for a path no screen has. */
export function routePatternOf(pathname: string): string {
  return (
    routeScreens.find((r) => matchPath({ path: r.path, caseSensitive: false, end: true }, pathname))?.path ??
    UNKNOWN_ROUTE
  );
}

/** A page view for every route change, after the screen rendered: its pattern, never the path. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(routePatternOf(pathname));
  }, [pathname]);
}
