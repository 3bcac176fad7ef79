import { useEffect, useState } from 'react';
import { APP_SHELL_PATH } from '../../../domain/routes/app-shell-path.ts';
import { connection, useOffline } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useUpdateOffer } from './update-offer.ts';
import './pwa-bars.css';

/**
 * The bars at the foot of every screen: 'You are offline' while the server is out of reach, and
 * 'New version available' with 'Reload' once a new build is waiting. Each is a polite live region
 * that is always in the page (empty and flat while it has nothing to say), so screen readers
 * announce it when it fills; the text is put in after the first render for the same reason.
 */
const PROBE_MS = 20_000;

export function ConnectionBars() {
  const { t } = useTranslation();
  const offline = useOffline();
  const reload = useUpdateOffer();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const showOffline = mounted && offline;
  const showUpdate = mounted && reload !== null;

  // Out of reach while the browser thinks it is online: ask the server now and then whether it is
  // back (HEAD: the service worker lets it through to the network), so the bar goes by itself.
  useEffect(() => {
    if (!offline) return;
    const timer = window.setInterval(() => {
      if (connection.noNetwork()) return;
      fetch(APP_SHELL_PATH, { method: 'HEAD', cache: 'no-store' }).then(connection.noteAnswer, () => undefined);
    }, PROBE_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [offline]);

  // Room at the foot of the page, so a bar never covers a screen's last button.
  useEffect(() => {
    document.documentElement.classList.toggle('pwa-bar-shown', showOffline || showUpdate);
  }, [showOffline, showUpdate]);

  return (
    <div className="pwa-bars">
      <div className={`pwa-bar pwa-bar--update${showUpdate ? '' : ' pwa-bar--idle'}`}>
        <p role="status" aria-live="polite" className="pwa-bar__text">
          {showUpdate ? t('pwa.updateReady') : ''}
        </p>
        {showUpdate ? (
          <button type="button" className="pwa-bar__action" onClick={() => reload?.()}>
            {t('pwa.reload')}
          </button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className={`pwa-bar pwa-bar--offline${showOffline ? '' : ' pwa-bar--idle'}`}>
        {showOffline ? t('pwa.offline') : ''}
      </p>
    </div>
  );
}
