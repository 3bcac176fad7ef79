import { useEffect, useState } from 'react';
import type { StationSummary } from '../../domain/checkins/station-summary.ts';
import { summaryLabelKey } from '../../domain/checkins/station-summary.ts';
import { savedAgo } from '../../domain/format/saved-ago.ts';
import { stationCardsEn } from '../../domain/i18n/areas/station-cards.en.ts';
import { registerStrings, useTranslation } from '../lib/i18n.ts';
import './station-summary-line.css';

registerStrings(stationCardsEn, 'station-cards');

/** 'just now', '3 h ago', '2 days ago' (rounded down: never fresher than it is). */
export function useAgo(): (at: number, now: number) => string {
  const { t } = useTranslation();
  return (at, now) => {
    const ago = savedAgo(at, now);
    return ago.unit === 'justNow'
      ? t('stationCard.ago.justNow')
      : t(`stationCard.ago.${ago.unit}`, { count: ago.count });
  };
}

/** The clock, read after the first render (a prerendered screen must match) and every minute. */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const TONE: Record<StationSummary['state'], string> = {
  charged: 'good',
  waited: 'busy',
  could_not_charge: 'bad',
  not_found: 'bad',
  none: 'none',
};

/**
 * A station's latest check-in state in a few words, and its 30-day count: 'Charged OK · 2 days
 * ago · 3 check-ins in 30 days', or 'No check-ins yet'. The colour dot repeats what the words say.
 */
export function StationSummaryLine({ summary }: { summary: StationSummary }) {
  const { t } = useTranslation();
  const ago = useAgo();
  const now = useNow();
  const state = t(summaryLabelKey(summary.state));
  const latest =
    summary.last_at !== null && now !== null
      ? t('stationCard.latest', { state, ago: ago(summary.last_at, now) })
      : state;
  return (
    <p className={`summary-line summary-line--${TONE[summary.state]}`}>
      <span className="summary-line__dot" aria-hidden="true" />
      <span className="summary-line__state">{latest}</span>
      {summary.check_ins_30d > 0 ? (
        <span className="summary-line__count">{t('stationCard.summary.count', { count: summary.check_ins_30d })}</span>
      ) : null}
    </p>
  );
}
