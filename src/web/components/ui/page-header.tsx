import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { BackIcon } from './icons.tsx';

/**
 * The header of an inner screen: a back arrow and a title. By default the arrow goes back one
 * step (or home when there is no history); screens pass their own `onBack` where the spec says.
 */
export function PageHeader({ title, onBack, end }: { title: string; onBack?: () => void; end?: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const back = () => {
    if (onBack) return onBack();
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) return navigate(-1);
    return navigate('/evinindia', { replace: true });
  };
  return (
    <header className="app-header app-header--inner">
      <button type="button" className="icon-button" onClick={back} aria-label={t('common.back')}>
        <BackIcon />
      </button>
      <h1 className="app-header__title">{title}</h1>
      <span className="app-header__end">{end}</span>
    </header>
  );
}
