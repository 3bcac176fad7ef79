import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /newsplash: the logo with the tagline typed out letter by letter. */
export default function NewSplashPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.splash'));
  const text = t('splash.typing');
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= text.length) return;
    const timer = window.setTimeout(() => setShown((n) => n + 1), 60);
    return () => window.clearTimeout(timer);
  }, [shown, text.length]);
  return (
    <main className="splash">
      <Logo size={96} />
      {/* The whole line for screen readers at once (a <p> may not carry aria-label); the typing is visual only. */}
      <p className="splash__tagline splash__typing">
        <span className="visually-hidden">{text}</span>
        <span aria-hidden="true">{text.slice(0, shown)}</span>
        <span className="splash__caret" aria-hidden="true" />
      </p>
    </main>
  );
}
