/** SQLSTATEs that mean the server is going away or not taking connections, not that the query was wrong. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
/** node-postgres says these in words, without a code. */
const UNAVAILABLE_WORDS =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Connection ended|is not currently accepting connections|the database system is (starting up|shutting down)/i;

/**
 * Whether `error` says the database cannot be reached right now (PostgreSQL restarting, a
 * connection cut): the request gets 503 with Retry-After and a plain message, and nothing was
 * written, so the person can simply send it again. Anything else stays a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (UNAVAILABLE_STATES.has(e.code) || UNAVAILABLE_ERRNOS.has(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_WORDS.test(e.message)) return true;
  // AggregateError (several addresses refused) and wrapped errors.
  const inner = (e as { errors?: unknown[] }).errors;
  if (Array.isArray(inner) && inner.some(isDatabaseUnavailable)) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}
