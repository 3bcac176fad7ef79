import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { brand } from '../../../domain/brand/brand.config.ts';
import { paths } from '../../app/paths.ts';
import { en } from '../../../domain/i18n/en.ts';

/** The language switch comes when the drawer opens: it is no part of the home screen's first paint. */
const LanguageSwitch = lazy(() =>
  import('../../components/language-switch.tsx').then((m) => ({ default: m.LanguageSwitch })),
);

/** The name the server gives a new account (spec): worded in the reader's language. */
const DEFAULT_NAME = en.home.defaultName;
import { CloseIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useDetails, useToken } from '../../lib/storage.ts';
import { logout } from './api/logout.ts';
import { sidebar, useSidebar } from '../../lib/sidebar-store.ts';
import { InstallAppEntry } from './install-app-entry.tsx';

export interface DrawerEntry {
  menu: string;
  labelKey: string;
  targetId: string;
}

/**
 * The side drawer: 'Hey {name},' with a profile icon, then the entries. Picking one sets the
 * active menu, closes the drawer and scrolls to that section. A native modal dialog, so focus
 * stays inside while it is open and Escape closes it.
 */
export function SideDrawer({ entries }: { entries: DrawerEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { drowerOpen, activeMenu } = useSidebar();
  const details = useDetails();
  const token = useToken();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (drowerOpen && !dialog.open) dialog.showModal();
    if (!drowerOpen && dialog.open) dialog.close();
  }, [drowerOpen]);

  const pick = (entry: DrawerEntry) => {
    sidebar.set({ activeMenu: entry.menu, drowerOpen: false });
    const target = entry.targetId === 'top' ? null : document.getElementById(entry.targetId);
    window.requestAnimationFrame(() => {
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else window.scrollTo({ top: 0, behavior: 'smooth' });
      (target?.querySelector('h2') as HTMLElement | null)?.focus({ preventScroll: true });
    });
  };

  const signOut = async () => {
    sidebar.set({ drowerOpen: false, activeMenu: 'Home' });
    await logout();
    navigate(paths.signin, { replace: true });
  };

  return (
    <dialog
      ref={ref}
      className="drawer"
      aria-label={t('common.menu')}
      onCancel={(event) => {
        event.preventDefault();
        sidebar.set({ drowerOpen: false });
      }}
      onClick={(event) => {
        if (event.target === ref.current) sidebar.set({ drowerOpen: false });
      }}
    >
      <div className="drawer__panel">
        <div className="drawer__top">
          <Link
            to={paths.userProfile}
            className="drawer__profile"
            onClick={() => sidebar.set({ drowerOpen: false })}
            aria-label={t('home.profile')}
          >
            <UserIcon width={36} height={36} />
          </Link>
          <p className="drawer__greeting">
            {t('home.greeting', {
              name: !details.name || details.name === DEFAULT_NAME ? t('home.defaultName') : details.name,
            })}
          </p>
          <button
            type="button"
            className="icon-button drawer__close"
            onClick={() => sidebar.set({ drowerOpen: false })}
            aria-label={t('common.closeMenu')}
          >
            <CloseIcon />
          </button>
        </div>
        <nav>
          <ul className="drawer__list">
            {entries.map((entry) => (
              <li key={entry.menu}>
                <button
                  type="button"
                  className={`drawer__item${activeMenu === entry.menu ? ' drawer__item--active' : ''}`}
                  aria-current={activeMenu === entry.menu ? 'true' : undefined}
                  onClick={() => pick(entry)}
                >
                  {t(entry.labelKey)}
                </button>
              </li>
            ))}
            {token ? (
              <li>
                <Link
                  to={paths.myStations}
                  className="drawer__item drawer__item--link"
                  onClick={() => sidebar.set({ drowerOpen: false })}
                >
                  {t('home.myStations')}
                </Link>
              </li>
            ) : null}
            <InstallAppEntry />
            {token ? (
              <li>
                <button type="button" className="drawer__item drawer__item--logout" onClick={() => void signOut()}>
                  {t('home.logout')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        {drowerOpen ? (
          <Suspense fallback={<div className="drawer__language" />}>
            <LanguageSwitch className="drawer__language" />
          </Suspense>
        ) : null}
        <p className="drawer__footer">{t('brand.poweredBy', { partner: brand.poweredBy })}</p>
      </div>
    </dialog>
  );
}
