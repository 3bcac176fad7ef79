import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

/** A failed load on a buy screen: what failed, the server's words if any, and Retry. */
export function LoadError({ text, onRetry, children }: { text: string; onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="buy__state buy-error" role="alert">
      <p>{text}</p>
      {children}
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
