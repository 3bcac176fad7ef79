import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { brand } from '../../../domain/brand/brand.config.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { splashState } from './query-login.ts';

export const SPLASH_MS = 4500;

/** The branded splash, shown for 4.5 s (spec section 9), then `onDone`. */
export function SplashScreen({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('titles.splash'));
  useEffect(() => {
    const timer = window.setTimeout(() => {
      splashState.markSeen();
      onDone();
    }, SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <main className="splash" aria-busy="true">
      <Logo size={96} withName={false} />
      <h1 className="splash__name">{brand.appName}</h1>
      <p className="splash__tagline">{t('splash.typing')}</p>
      <p className="splash__insurer">{t('brand.insurerLine', { insurer: brand.insurerName })}</p>
      <span className="visually-hidden" role="status">
        {t('splash.loadingLabel')}
      </span>
    </main>
  );
}
