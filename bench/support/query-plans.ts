import { CompiledQuery, type Kysely, type QueryId, type RootOperationNode } from 'kysely';
import type { Dialect } from '../../src/server/db/database.server.ts';
import type { Database } from '../../src/server/db/tables.ts';

/**
 * The query plans of exactly the queries a server function runs: the function is called once on a
 * Kysely that notes every query it builds (a plugin), and each one is compiled as the function's
 * own would be and explained: EXPLAIN QUERY PLAN on SQLite, EXPLAIN (ANALYZE, BUFFERS) on
 * PostgreSQL (with its parameters, so the plan is the one for these values).
 */

export interface ExplainedQuery {
  sql: string;
  plan: string[];
  /** Lines that read a big table without an index, or sort outside one. */
  warnings: string[];
}

/** Tables that grow with the check-ins: reading one of them whole is a bug. */
const BIG_TABLES = ['check_ins', 'station_checkin_days', 'station_summaries', 'users'];
const SMALL_SORT_ROWS = 100;

function warningsOf(dialect: Dialect, plan: readonly string[]): string[] {
  return plan.filter((line) => {
    if (dialect === 'sqlite') {
      // 'SCAN t' reads the whole table; 'SCAN t USING INDEX' a whole index; a temp b-tree sorts outside an index.
      const scan = /^\s*SCAN (\w+)/.exec(line);
      return (scan !== null && BIG_TABLES.includes(scan[1] as string)) || /TEMP B-TREE/.test(line);
    }
    // A sort of a handful of rows (a quiet station's page, read by a bitmap scan) costs nothing; more is worth a look.
    const seq = /Seq Scan on (\w+)/.exec(line);
    const sorted = /(?:^|->)\s*Sort\s+\(.*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(line);
    return (
      (seq !== null && BIG_TABLES.includes(seq[1] as string)) ||
      (sorted !== null && Number(sorted[1]) > SMALL_SORT_ROWS)
    );
  });
}

/** Calls `run` once with a Kysely that records its queries, and explains each query it ran. */
export async function explainCalls(
  db: Kysely<Database>,
  dialect: Dialect,
  run: (db: Kysely<Database>) => Promise<unknown>,
): Promise<ExplainedQuery[]> {
  const seen: Array<{ node: RootOperationNode; queryId: QueryId }> = [];
  const spy = db.withPlugin({
    transformQuery: (args) => {
      seen.push({ node: args.node, queryId: args.queryId });
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await run(spy);
  const out: ExplainedQuery[] = [];
  for (const { node, queryId } of seen) {
    const compiled = spy.getExecutor().compileQuery(node, queryId);
    const prefix = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN (ANALYZE, BUFFERS) ';
    const result = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
    );
    const plan =
      dialect === 'sqlite'
        ? sqlitePlanLines(result.rows as Array<{ id: number; parent: number; detail: string }>)
        : result.rows.map((r) => String(r['QUERY PLAN']));
    out.push({ sql: compiled.sql, plan, warnings: warningsOf(dialect, plan) });
  }
  return out;
}

/** SQLite's plan rows as an indented tree. */
function sqlitePlanLines(rows: ReadonlyArray<{ id: number; parent: number; detail: string }>): string[] {
  const depth = new Map<number, number>([[0, -1]]);
  return rows.map((r) => {
    const d = (depth.get(r.parent) ?? -1) + 1;
    depth.set(r.id, d);
    return `${'  '.repeat(d)}${r.detail}`;
  });
}

/** The explained queries as lines to print, each query's SQL then its plan. */
export function formatPlans(title: string, queries: readonly ExplainedQuery[]): string {
  const lines = [`${title}:`];
  for (const q of queries) {
    lines.push(`  ${q.sql.replace(/\s+/g, ' ')}`);
    for (const line of q.plan) lines.push(`    | ${line}`);
    for (const warning of q.warnings)
      lines.push(`    WARNING (a whole-table read, or a sort outside an index): ${warning.trim()}`);
  }
  return lines.join('\n');
}
