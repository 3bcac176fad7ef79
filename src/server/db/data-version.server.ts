import type SQLite from 'better-sqlite3';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * When a SQLite database's data may have changed, as one number, for caches of answers read from
 * it (summary-cache.server.ts). SQLite's `PRAGMA data_version` changes when another connection
 * commits (another instance on the same file, `npm run moderate`), but not for this connection's
 * own commits: those are counted here, every query that is not a SELECT, as Kysely sends it. The
 * count moves before the write runs, so a reader that saw the old number reads again next time.
 */
export class SqliteDataVersion {
  private writes = 0;
  private readonly pragma: SQLite.Statement;

  constructor(sqlite: SQLite.Database) {
    this.pragma = sqlite.prepare('PRAGMA data_version').pluck();
  }

  current(): number {
    // Their sum changes whenever either does: both only grow.
    return (this.pragma.get() as number) + this.writes;
  }

  readonly plugin: KyselyPlugin = {
    transformQuery: ({ node }: PluginTransformQueryArgs): RootOperationNode => {
      if (node.kind !== 'SelectQueryNode') this.writes++;
      return node;
    },
    transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
  };
}
