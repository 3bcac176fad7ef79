import { useTranslation } from '../../lib/i18n.ts';
import { Logo } from '../../components/ui/logo.tsx';

/** What a desktop visitor sees instead of the app: the site is for mobile devices only. */
export function DesktopNotice() {
  const { t } = useTranslation();
  return (
    <main className="desktop-notice">
      <Logo size={48} />
      <svg
        className="desktop-notice__art"
        width="160"
        height="200"
        viewBox="0 0 160 200"
        role="img"
        aria-label={t('desktop.heading')}
      >
        <rect x="30" y="10" width="100" height="180" rx="16" fill="#ffffff" stroke="#115173" strokeWidth="6" />
        <rect x="42" y="30" width="76" height="130" rx="4" fill="#e3f1f7" />
        <circle cx="80" cy="175" r="6" fill="#115173" />
        <path d="M66 70l-10 20h14l-6 22 24-30H74l8-12z" fill="#2e9e5b" />
      </svg>
      <h1 className="desktop-notice__heading">{t('desktop.heading')}</h1>
      <p className="desktop-notice__body">{t('desktop.body')}</p>
    </main>
  );
}
