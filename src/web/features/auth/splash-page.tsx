import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { storage } from '../../lib/storage.ts';
import { applyQueryLogin } from './query-login.ts';
import { SplashScreen } from './splash-screen.tsx';

/** Route '/': the splash, then home with a stored token or sign-in without, replacing history. */
export default function SplashPage() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (applyQueryLogin(location.search)) navigate(location.pathname, { replace: true });
  }, [location.search, location.pathname, navigate]);
  const done = useCallback(() => {
    navigate(storage.token() ? paths.home : paths.signin, { replace: true });
  }, [navigate]);
  return <SplashScreen onDone={done} />;
}
