import { useEffect, useState } from 'react';
import { en } from '../../../domain/i18n/en.ts';
import { useTranslation } from '../../lib/i18n.ts';
import type { EvSalesTotals } from '../../../domain/sales/ev-sales-answer.ts';
import { formatCount, formatMonth } from '../../lib/format.ts';
import { getEvData } from './api/get-ev-data.ts';
import { SalesMissingMonths, SalesSourcesNote } from './sales-sources-note.tsx';
import { useCountUp } from './use-count-up.ts';

/**
 * An answer cached by an older app (before the card named its months and sources) has neither
 * list: read as none, so the card still draws its counters.
 */
function withNotes(totals: EvSalesTotals): EvSalesTotals {
  const partial = totals as Partial<EvSalesTotals>;
  return {
    ...totals,
    missing: partial.missing ?? { twoWheeler: [], fourWheeler: [] },
    sources: partial.sources ?? [],
  };
}

/**
 * Total EV sales: national counters that count up, the month they run to, the months a counter
 * leaves out and where the numbers come from; hidden entirely if the call fails.
 */
export function SalesCard() {
  const { t } = useTranslation();
  const [totals, setTotals] = useState<EvSalesTotals | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    // A failure is silent: the card stays hidden.
    void getEvData().then((result) => {
      if (live) setTotals(result.success && result.data ? withNotes(result.data) : null);
    });
    return () => {
      live = false;
    };
  }, []);
  const loaded = totals === 'loading' ? null : totals;
  const two = useCountUp<HTMLElement>(loaded?.twoWheeler ?? null, formatCount);
  const four = useCountUp<HTMLElement>(loaded?.fourWheeler ?? null, formatCount);
  // While loading, hold the card's space so nothing below jumps; on failure, no card at all.
  if (totals === 'loading') return <div className="sales-card sales-card--placeholder" aria-hidden="true" />;
  if (!totals) return null;
  return (
    <section className="sales-card" aria-labelledby="sales-heading">
      <h2 id="sales-heading" className="sales-card__heading">
        {t('home.sales.heading')}
      </h2>
      <dl className="sales-card__counters">
        <div>
          <dt>{t('home.sales.twoWheeler')}</dt>
          <dd ref={two} data-testid="sales-two-wheeler" aria-label={formatCount(totals.twoWheeler)}>
            {formatCount(Math.max(0, totals.twoWheeler - 100))}
          </dd>
        </div>
        <div>
          <dt>{t('home.sales.fourWheeler')}</dt>
          <dd ref={four} data-testid="sales-four-wheeler" aria-label={formatCount(totals.fourWheeler)}>
            {formatCount(Math.max(0, totals.fourWheeler - 100))}
          </dd>
        </div>
      </dl>
      <p className="sales-card__source">
        {/* The API names the registry in English: a Hindi reader reads its name in Hindi. */}
        {t('home.sales.source', {
          source: totals.source === en.home.sales.registry ? t('home.sales.registry') : totals.source,
          asOf: formatMonth(totals.asOf),
        })}
      </p>
      <SalesMissingMonths totals={totals} />
      <SalesSourcesNote totals={totals} />
    </section>
  );
}
