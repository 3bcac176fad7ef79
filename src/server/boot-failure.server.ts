/**
 * What the server says when boot stops because a plugin did not finish starting within
 * BOOT_PLUGIN_TIMEOUT_MS. Fastify (through avvio) refuses such a plugin with the code
 * AVV_ERR_PLUGIN_EXEC_TIMEOUT (FST_ERR_PLUGIN_TIMEOUT in its own table) and a message that quotes
 * the plugin's name: "Plugin did not start in time: 'maps'. You may have forgotten to call 'done'
 * function or to resolve a Promise".
 */
const TIMEOUT_CODES = new Set(['AVV_ERR_PLUGIN_EXEC_TIMEOUT', 'FST_ERR_PLUGIN_TIMEOUT']);

/** The name of the plugin that did not finish, when `error` is Fastify's plugin time-out; else undefined. */
export function unfinishedPlugin(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code !== 'string' || !TIMEOUT_CODES.has(code)) return undefined;
  return /did not start in time: '([^']*)'/.exec(error.message)?.[1] ?? 'unnamed';
}

/** One line for the log: which plugin did not finish and the bound it passed, or undefined for any other error. */
export function bootTimeoutMessage(error: unknown, boundMs: number): string | undefined {
  const plugin = unfinishedPlugin(error);
  if (plugin === undefined) return undefined;
  return `the plugin '${plugin}' did not finish starting within ${boundMs} ms (BOOT_PLUGIN_TIMEOUT_MS); boot stopped`;
}
