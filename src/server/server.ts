import { buildApp } from './app.ts';
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
  const app = await buildApp({ config });
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
