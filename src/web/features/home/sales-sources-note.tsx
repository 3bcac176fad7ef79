import { CARD_CATEGORIES, type EvSalesTotals } from '../../../domain/sales/ev-sales-answer.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { formatMonth } from '../../lib/format.ts';
import './sales-strings.ts';

/** The months a counter leaves out, said where the counters are (no counter pretends to be complete). */
export function SalesMissingMonths({ totals }: { totals: EvSalesTotals }) {
  const { t } = useTranslation();
  const lines = CARD_CATEGORIES.filter((category) => totals.missing[category].length > 0).map((category) =>
    t('salesNote.missing', {
      category: t(`salesNote.category.${category}`),
      months: totals.missing[category].map(formatMonth).join(', '),
    }),
  );
  if (lines.length === 0) return null;
  return (
    <ul className="sales-card__missing" data-testid="sales-missing">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** 'Where these numbers come from': each category's months and their source, a disclosure with its visible name. */
export function SalesSourcesNote({ totals }: { totals: EvSalesTotals }) {
  const { t } = useTranslation();
  const first = totals.sources.map((s) => s.from).reduce((a, b) => (a < b ? a : b), totals.asOf);
  return (
    <details className="sales-card__note" data-testid="sales-note">
      <summary>{t('salesNote.toggle')}</summary>
      <p>{t('salesNote.intro', { from: formatMonth(first), asOf: formatMonth(totals.asOf) })}</p>
      {CARD_CATEGORIES.map((category) => (
        <section key={category} aria-labelledby={`sales-note-${category}`}>
          <h3 id={`sales-note-${category}`}>{t(`salesNote.category.${category}`)}</h3>
          <ul>
            {totals.sources
              .filter((span) => span.category === category)
              .map((span) => {
                const source = t(`salesNote.sources.${span.source}`);
                return (
                  <li key={span.from}>
                    {span.from === span.to
                      ? t('salesNote.oneMonth', { month: formatMonth(span.from), source })
                      : t('salesNote.span', { from: formatMonth(span.from), to: formatMonth(span.to), source })}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
      <p>{t('salesNote.terms')}</p>
    </details>
  );
}
