import { useTranslation } from '../../lib/i18n.ts';
import { acceptInstallOffer, useInstallOffer } from '../../lib/pwa/install-offer.ts';
import { sidebar } from '../../lib/sidebar-store.ts';

/**
 * The drawer's 'Install app': only while the browser offers to install the app
 * (beforeinstallprompt). Tapping it closes the drawer and shows the browser's own dialog.
 */
export function InstallAppEntry() {
  const { t } = useTranslation();
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <li>
      <button
        type="button"
        className="drawer__item"
        onClick={() => {
          sidebar.set({ drowerOpen: false });
          void acceptInstallOffer();
        }}
      >
        {t('pwa.install')}
      </button>
    </li>
  );
}
