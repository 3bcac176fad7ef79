/**
 * The checks across months of the EV counters series, for the bundled file at start and for a
 * month an operator imports (`npm run sales:import`): no month twice, and no category that jumps
 * to more than three times its previous month's figure, a sign of a wrong column, a typo or a
 * cumulative figure taken for a month's. Each refusal names the row.
 */
import { COUNTER_CATEGORIES, COUNTER_COLUMNS, type CounterMonth, type CounterProblem } from './ev-counter-series.ts';

/** More than this many times the previous month's figure is refused. */
export const MAX_MONTH_ON_MONTH = 3;

const where = (m: CounterMonth) => `line ${m.line} (${m.cells[0]})`;

/** Months of `incoming` already kept, or given twice in incoming: each would be counted twice. */
export function repeatedMonths(kept: readonly CounterMonth[], incoming: readonly CounterMonth[]): CounterProblem[] {
  const problems: CounterProblem[] = [];
  const keptMonths = new Set(kept.map((m) => m.month));
  const seen = new Map<string, CounterMonth>();
  for (const m of incoming) {
    const earlier = seen.get(m.month);
    if (keptMonths.has(m.month))
      problems.push({ line: m.line, message: `${where(m)}: ${m.month} is already in the bundled data` });
    else if (earlier)
      problems.push({ line: m.line, message: `${where(m)}: ${m.month} is given twice (also on line ${earlier.line})` });
    else seen.set(m.month, m);
  }
  return problems;
}

/**
 * Figures of `incoming` more than 3× the category's previous figure: the nearest earlier month with
 * one, kept or incoming (a month without a figure is passed over). The kept months are trusted.
 */
export function monthOnMonthJumps(kept: readonly CounterMonth[], incoming: readonly CounterMonth[]): CounterProblem[] {
  const problems: CounterProblem[] = [];
  const checked = new Set(incoming);
  const all = [...kept, ...incoming].toSorted((a, b) => a.month.localeCompare(b.month) || a.line - b.line);
  for (const category of COUNTER_CATEGORIES) {
    let previous: { month: string; value: number } | undefined;
    for (const m of all) {
      const figure = m.figures[category];
      if (!figure) continue;
      if (checked.has(m) && previous && previous.value > 0 && figure.value > MAX_MONTH_ON_MONTH * previous.value) {
        problems.push({
          line: m.line,
          message: `${where(m)}: ${COUNTER_COLUMNS[category][0]} ${figure.value} is more than ${MAX_MONTH_ON_MONTH}× ${previous.month}'s ${previous.value}`,
        });
      }
      previous = { month: m.month, value: figure.value };
    }
  }
  return problems;
}

/** Every problem of `incoming` against `kept`, in line order. */
export const seriesProblems = (kept: readonly CounterMonth[], incoming: readonly CounterMonth[]): CounterProblem[] =>
  [...repeatedMonths(kept, incoming), ...monthOnMonthJumps(kept, incoming)].toSorted((a, b) => a.line - b.line);
