import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CheckInView } from '../../../domain/checkins/checkin-api.ts';
import { indiaDate } from '../../../domain/checkins/checkin-rules.ts';
import { useAgo, useNow } from '../../components/station-summary-line.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { getCheckInHistory } from './api/get-check-in-history.ts';
import { connection } from '../../lib/connection-status.ts';
import { formatLongDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { formatFigure, mergeCheckIns } from './station-format.ts';

type Status = 'loading' | 'ready' | 'failed';

interface History {
  items: CheckInView[];
  next: string | null;
  status: Status;
  /** The next page: loading, or failed. */
  more: 'idle' | 'loading' | 'failed';
  /** A failure's message: the server's, already in the reader's language; null with no network. */
  message: string | null;
}

const TONE: Record<CheckInView['outcome'], string> = {
  charged: 'good',
  waited: 'busy',
  could_not_charge: 'bad',
  not_found: 'bad',
};

/** One check-in: what happened, who and when, the figures given, and the comment as plain text. */
function CheckInItem({ checkIn, now }: { checkIn: CheckInView; now: number | null }) {
  const { t } = useTranslation();
  const ago = useAgo();
  const figures = [
    checkIn.connector,
    checkIn.kw !== null ? t('checkins.history.kw', { kw: formatFigure(checkIn.kw) }) : null,
    checkIn.price_per_kwh !== null ? t('checkins.history.price', { price: formatFigure(checkIn.price_per_kwh) }) : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <li className={`history__item history__item--${TONE[checkIn.outcome]}`}>
      <p className="history__outcome">{t(`checkins.outcomes.${checkIn.outcome}`)}</p>
      <p className="history__meta">
        <span className="history__author">{checkIn.anonymous ? t('checkins.anonymous') : checkIn.author}</span>
        {' · '}
        {now !== null ? `${ago(checkIn.created_at, now)} · ` : null}
        <time dateTime={new Date(checkIn.created_at).toISOString()}>
          {formatLongDate(indiaDate(checkIn.created_at))}
        </time>
      </p>
      {figures.length ? <p className="history__figures">{figures.join(' · ')}</p> : null}
      {/* Text only: React writes it as a text node, so markup stays letters and no link is made. */}
      {checkIn.comment ? <p className="history__comment">{checkIn.comment}</p> : null}
    </li>
  );
}

/**
 * The station's check-ins, newest first, 20 a page: 'Show more check-ins' appends the next page.
 * Check-ins the person just added on this page (`added`) come first at once.
 */
export function CheckInHistory({ placeId, added }: { placeId: string; added: CheckInView[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const now = useNow();
  const [history, setHistory] = useState<History>({
    items: [],
    next: null,
    status: 'loading',
    more: 'idle',
    message: null,
  });
  const request = useRef(0);

  const loadFirst = useCallback(async () => {
    const mine = ++request.current;
    setHistory({ items: [], next: null, status: 'loading', more: 'idle', message: null });
    const answer = connection.noNetwork() ? undefined : await getCheckInHistory(placeId);
    if (mine !== request.current) return;
    if (answer?.success && answer.data)
      setHistory({
        items: answer.data.check_ins,
        next: answer.data.next,
        status: 'ready',
        more: 'idle',
        message: null,
      });
    else setHistory((h) => ({ ...h, status: 'failed', message: answer ? answer.message : null }));
  }, [placeId]);

  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  const loadMore = async () => {
    if (!history.next) return;
    const mine = request.current;
    setHistory((h) => ({ ...h, more: 'loading', message: null }));
    const answer = connection.noNetwork() ? undefined : await getCheckInHistory(placeId, history.next);
    if (mine !== request.current) return;
    if (answer?.success && answer.data) {
      const page = answer.data;
      setHistory((h) => ({ ...h, items: mergeCheckIns(h.items, page.check_ins), next: page.next, more: 'idle' }));
    } else setHistory((h) => ({ ...h, more: 'failed', message: answer ? answer.message : null }));
  };

  const items = mergeCheckIns(added, history.items);
  return (
    <section className="station-page__section history" aria-labelledby={headingId}>
      <h2 id={headingId} className="station-page__heading">
        {t('checkins.history.heading')}
      </h2>
      {items.length ? (
        <ul className="history__list" aria-labelledby={headingId}>
          {items.map((checkIn) => (
            <CheckInItem key={checkIn.id} checkIn={checkIn} now={now} />
          ))}
        </ul>
      ) : null}
      {history.status === 'loading' && !items.length ? (
        <p className="station-page__state">
          <Loader label={t('checkins.history.loading')} />
        </p>
      ) : null}
      {history.status === 'ready' && !items.length ? (
        <p className="history__empty">{t('checkins.history.empty')}</p>
      ) : null}
      {history.status === 'failed' ? (
        <div className="station-page__problem" role="alert">
          <p>{t('checkins.history.failed')}</p>
          <p className="station-page__detail">{history.message ?? t('pwa.needsNetwork')}</p>
          <button type="button" className="button button--ghost" onClick={() => void loadFirst()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {history.status === 'ready' && history.more === 'failed' ? (
        <p className="form-error" role="alert">
          {history.message ?? t('pwa.needsNetwork')}
        </p>
      ) : null}
      {history.status === 'ready' && history.next ? (
        <div className="history__more">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void loadMore()}
            disabled={history.more === 'loading'}
          >
            {t('checkins.history.more')}
          </button>
          {history.more === 'loading' ? <Loader label={t('checkins.history.loading')} /> : null}
        </div>
      ) : null}
    </section>
  );
}
