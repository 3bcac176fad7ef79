import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from './app.ts';
import { bootTimeoutMessage } from './boot-failure.server.ts';

/**
 * One full collection once every index is built, before the first request: building the place
 * index and the station index leaves a few hundred MB of short-lived strings and arrays, which V8
 * would otherwise keep mapped (resident) until memory pressure or an idle moment. Costs ~0.1–0.3 s
 * of start, once (docs/place-search.md, "Speed and memory").
 */
function releaseStartGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
import { ConfigError, loadConfig } from './config.server.ts';

/** Entry point: validate the environment, build the app, listen, and shut down cleanly. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`EV India cannot start:\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    const timedOut = bootTimeoutMessage(error, config.BOOT_PLUGIN_TIMEOUT_MS);
    if (timedOut === undefined) throw error;
    console.error(`EV India failed to start: ${timedOut}`);
    process.exit(1);
  }
  releaseStartGarbage();
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error('EV India failed to start:', error);
  process.exit(1);
});
