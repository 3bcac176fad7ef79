import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { LookupState } from './use-lookup.ts';

/**
 * A lookup's result screen: the header, then a loader, the failure (with a retry when the
 * registry or network was down, and the way back), or `children` with the answer.
 */
export function ResultScreen<T>(props: {
  title: string;
  lookup: { state: LookupState<T>; retry: () => void };
  back: { to: string; label: string };
  children: (data: T, masked: boolean) => ReactNode;
}) {
  const { state, retry } = props.lookup;
  return (
    <div className="screen">
      <PageHeader title={props.title} />
      <main className="screen__body">
        <LookupStatus state={state} retry={retry} back={props.back} />
        {state.status === 'done' ? props.children(state.data, state.masked) : null}
      </main>
    </div>
  );
}

/** The loading and failure states; nothing once the answer is in. */
function LookupStatus({
  state,
  retry,
  back,
}: {
  state: LookupState<unknown>;
  retry: () => void;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  if (state.status === 'loading') {
    return (
      <div className="rto-status">
        <Loader label={t('rto.loading')} size={32} />
      </div>
    );
  }
  if (state.status !== 'failed') return null;
  return (
    <section className="card rto-status rto-status--failed">
      <p className="rto-status__message" role="alert">
        {state.message}
      </p>
      {state.canRetry ? (
        <button type="button" className="button button--primary button--block" onClick={retry}>
          {t('rto.retry')}
        </button>
      ) : null}
      <Link className="button button--ghost button--block" to={back.to}>
        {back.label}
      </Link>
    </section>
  );
}
