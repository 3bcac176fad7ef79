/**
 * `npm run sales:import FILE` (scripts/sales-import.ts), without the files: a month's figures in the
 * counters layout (ev-counter-series.ts) checked against the bundled series, and the bundled file's
 * new text. Any bad row refuses the whole file, so nothing is half-imported; each refusal names its row.
 */
import { counterFileText, readCounterFile, type CounterMonth, type CounterProblem } from './ev-counter-series.ts';
import { seriesProblems } from './sales-series-checks.ts';

export type SalesImport = { ok: true; added: CounterMonth[]; text: string } | { ok: false; problems: CounterProblem[] };

export function importSalesMonths(bundledText: string, incomingText: string): SalesImport {
  const bundled = readCounterFile(bundledText);
  if (bundled.problems.length > 0) {
    throw new Error(`the bundled counters file has problems: ${bundled.problems.map((p) => p.message).join('; ')}`);
  }
  const incoming = readCounterFile(incomingText);
  const problems = [...incoming.problems, ...seriesProblems(bundled.months, incoming.months)].toSorted(
    (a, b) => a.line - b.line,
  );
  if (problems.length > 0) return { ok: false, problems };
  if (incoming.months.length === 0) return { ok: false, problems: [{ line: 1, message: 'the file holds no month' }] };
  return { ok: true, added: incoming.months, text: counterFileText([...bundled.months, ...incoming.months]) };
}
