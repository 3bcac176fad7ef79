/**
 * The home card's national counters (GET /ev/evData): the Vahan category file up to the month before
 * the newer series starts (April 2024), then the newer series (ev-counter-series.ts), which replaces
 * the category file's undercounted months from May 2024 on (data/ev-sales/SOURCE.md). A month a
 * category has no figure for is not counted, and the answer names it; the 'up to' month is the last
 * month either counter has a figure for.
 */
import { en } from '../i18n/en.ts';
import { CARD_CATEGORIES, type CardCategory, type EvSalesSourceSpan, type EvSalesTotals } from './ev-sales-answer.ts';
import { readCounterFile, type CounterMonth } from './ev-counter-series.ts';
import type { EvSalesSourceId } from './ev-sales-sources.ts';
import { readCategoryFile } from './ev-registrations.ts';
import { repeatedMonths } from './sales-series-checks.ts';
import { monthsBetween } from './sales-month.ts';

/** The registry, worded in the catalogue (en.ts home.sales.registry) so the app can name it in Hindi. */
export const EV_SALES_SOURCE = en.home.sales.registry;

interface MonthFigure {
  month: string;
  value: number;
  source: EvSalesSourceId;
}

function spansOf(category: CardCategory, figures: readonly MonthFigure[], missing: ReadonlySet<string>) {
  const spans: EvSalesSourceSpan[] = [];
  for (const figure of figures) {
    const last = spans.at(-1);
    const gapBetween = last && monthsBetween(last.to, figure.month).some((m) => missing.has(m));
    if (last && last.source === figure.source && !gapBetween) last.to = figure.month;
    else spans.push({ category, source: figure.source, from: figure.month, to: figure.month });
  }
  return spans;
}

/** The counters from the two bundled files' texts. A counters file with a bad row or a month twice is refused (an error). */
export function evSalesTotals(categoryCsv: string, countersCsv: string): EvSalesTotals {
  const counters = readCounterFile(countersCsv);
  // Jumps are the import's check (a month an operator adds); the bundled file was checked then.
  const problems = [...counters.problems, ...repeatedMonths([], counters.months)];
  if (problems.length > 0) throw new Error(`EV counters file: ${problems.map((p) => p.message).join('\n')}`);
  const newer: CounterMonth[] = counters.months.toSorted((a, b) => a.month.localeCompare(b.month));
  const cutover = newer[0]?.month ?? '9999-12';
  const older = readCategoryFile(categoryCsv)
    .filter((m) => m.month < cutover)
    .toSorted((a, b) => a.month.localeCompare(b.month));

  const figures = (category: CardCategory): MonthFigure[] => [
    ...older.map((m) => ({ month: m.month, value: m[category], source: 'vahan-category' as const })),
    ...newer.flatMap((m) => {
      const figure = m.figures[category];
      return figure ? [{ month: m.month, value: figure.value, source: figure.source }] : [];
    }),
  ];
  const byCategory = { twoWheeler: figures('twoWheeler'), fourWheeler: figures('fourWheeler') };
  const asOf = CARD_CATEGORIES.map((c) => byCategory[c].at(-1)?.month ?? '').reduce((a, b) => (a > b ? a : b), '');
  const newerMonths = newer.length > 0 ? monthsBetween(cutover, asOf) : [];
  const missing = {} as Record<CardCategory, string[]>;
  const sources: EvSalesSourceSpan[] = [];
  let totals = { twoWheeler: 0, fourWheeler: 0 };
  for (const category of CARD_CATEGORIES) {
    const had = new Set(byCategory[category].map((f) => f.month));
    missing[category] = newerMonths.filter((m) => !had.has(m));
    sources.push(...spansOf(category, byCategory[category], new Set(missing[category])));
    totals = { ...totals, [category]: byCategory[category].reduce((sum, f) => sum + f.value, 0) };
  }
  return { ...totals, asOf, source: EV_SALES_SOURCE, missing, sources };
}
