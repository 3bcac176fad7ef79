import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ScreenLoader } from '../components/ui/loader.tsx';
import { DesktopNotice } from '../features/desktop/desktop-notice.tsx';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useToken } from '../lib/storage.ts';
import { useIsDesktop } from './device.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { paths } from './paths.ts';
import { usePageViews } from './use-page-views.ts';

/** Every screen renders inside this: the desktop gate, the error boundary, then the route's lazy screen. */
export function AppShell() {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // A 401 anywhere has already cleared the stored state; take the person to sign in.
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate(paths.signin, { replace: true }));
  }, [navigate]);
  usePageViews();
  // A new screen starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (desktop) return <DesktopNotice />;
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<ScreenLoader label={t('common.loading')} />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Signed-in-only routes: a visitor is sent to sign in. */
export function RequireUser() {
  const token = useToken();
  return token ? <Outlet /> : <Navigate to={paths.signin} replace />;
}

/** Unknown paths: sign-in for a visitor, home for a signed-in person. */
export function UnknownRoute() {
  const token = useToken();
  return <Navigate to={token ? paths.home : paths.signin} replace />;
}
