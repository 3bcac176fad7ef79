import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.server.ts';
import { HttpRegistry } from '../registry/http-registry.server.ts';
import type { RegistryProvider } from '../registry/registry-provider.server.ts';
import { LocalRegistry } from '../registry/registry-repository.server.ts';
import { seedRegistryIfEmpty } from '../registry/seed-registry.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    registry: RegistryProvider;
  }
}

/** The provider REGISTRY_PROVIDER names; config validation has already required the URL and key for http. */
export function chooseRegistry(config: Config, local: () => RegistryProvider, now?: () => number): RegistryProvider {
  if (config.REGISTRY_PROVIDER !== 'http') return local();
  return new HttpRegistry({
    baseUrl: config.REGISTRY_BASE_URL ?? '',
    apiKey: config.REGISTRY_API_KEY ?? '',
    timeoutMs: config.REGISTRY_TIMEOUT_MS,
    retries: config.REGISTRY_RETRIES,
    ...(now ? { now } : {}),
  });
}

/**
 * The vehicle registry behind the RTO lookups: the SAMPLE registry is loaded into an empty
 * database on first start (REGISTRY_SEED), and the provider configuration chooses is decorated
 * as `app.registry`.
 */
export default fp(
  async (app: FastifyInstance) => {
    const seeded = app.config.REGISTRY_SEED ? await seedRegistryIfEmpty(app.db, app.now()) : 0;
    app.decorate(
      'registry',
      chooseRegistry(app.config, () => new LocalRegistry(app.db), app.now),
    );
    app.log.info({ provider: app.registry.name, seeded }, 'vehicle registry ready');
  },
  { name: 'registry', dependencies: ['db'] },
);
