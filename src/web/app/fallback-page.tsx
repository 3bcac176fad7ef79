import { useTranslation } from '../lib/i18n.ts';
import { paths } from './paths.ts';

/**
 * The fallback error page, shown when a screen fails to render (spec section 2). Go Back leaves
 * home for sign-in; anywhere else it goes back one page and reloads it.
 */
export function FallbackPage() {
  const { t } = useTranslation();
  const goBack = () => {
    if (window.location.pathname === paths.home) {
      window.location.replace(paths.signin);
      return;
    }
    window.addEventListener('popstate', () => window.location.reload(), { once: true });
    if (window.history.length > 1) window.history.back();
    else window.location.replace(paths.home);
  };
  return (
    <main className="fallback" role="alert">
      <p className="fallback__text">{t('errors.fallback')}</p>
      <button type="button" className="button button--primary" onClick={goBack}>
        {t('common.goBack')}
      </button>
    </main>
  );
}
