import type { Result } from 'lighthouse';

/** Reading a Lighthouse result: what failed, on which element, and the LCP breakdown. */

export interface Finding {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Elements the audit names: CSS selector and HTML snippet. */
  nodes: string[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Elements (selector and snippet) and resource URLs an audit's details name, depth first. */
export function namedIn(value: unknown, depth = 0): string[] {
  if (!value || typeof value !== 'object' || depth > 6) return [];
  if (Array.isArray(value)) return value.flatMap((v) => namedIn(v, depth + 1));
  const record = value as Record<string, unknown>;
  if (record.type === 'node') return [[record.selector, record.snippet].filter(Boolean).join('  ')];
  if (typeof record.url === 'string') return [record.url];
  return Object.entries(record)
    .filter(([key]) => key !== 'headings' && key !== 'debugData')
    .flatMap(([, v]) => namedIn(v, depth + 1));
}

/** The LCP element (selector and snippet) and its phases (TTFB, load delay, load time, render delay) in ms. */
export function lcpOf(lhr: Result): { lcpElement: string; lcpPhases: Record<string, number> } {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const phases: Record<string, number> = {};
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    const record = value as Record<string, unknown>;
    if (typeof record.phase === 'string' && typeof record.timing === 'number')
      phases[record.phase] = Math.round(record.timing);
    Object.values(record).forEach(walk);
  };
  walk(details);
  return { lcpElement: namedIn(details)[0] ?? '(none reported)', lcpPhases: phases };
}

/** Audits that cost points in accessibility and best practices, plus performance audits scoring under 0.9. */
export function findingsOf(lhr: Result, categories: readonly string[]): Finding[] {
  const found = new Map<string, Finding>();
  for (const id of categories) {
    const category = lhr.categories[id];
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || ['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
        continue;
      const failing = id === 'performance' ? audit.score < 0.9 && ref.weight === 0 : audit.score < 1;
      if (!failing || found.has(audit.id)) continue;
      const nodes = [...new Set(namedIn(audit.details))].slice(0, 8);
      found.set(audit.id, {
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        nodes,
      });
    }
  }
  return [...found.values()];
}
