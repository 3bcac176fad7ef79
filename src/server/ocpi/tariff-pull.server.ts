import type { z } from 'zod';
import { tariffSchema, type Tariff } from '../../domain/ocpi/tariff.schema.ts';
import { ownObject, pullList, type PullDeps, type PullOptions, type PullResult } from './list-pull.server.ts';
import type { TariffStore } from './tariff-store.server.ts';

/**
 * The full load of a network's Tariffs (mod_tariffs.asciidoc, Sender interface "GET List"), through
 * the pull every list module shares (list-pull.server.ts): after a registration, on
 * `npm run ocpi -- sync`, and on the schedule (OCPI_TARIFF_PULL_MINUTES). Each valid Tariff of the
 * network's own party is stored whole; when every page is in, the network's Tariffs neither in the
 * pull nor pushed since it began are dropped.
 */
export function pullTariffs(
  deps: PullDeps & { tariffs: TariffStore; changed: () => void },
  party: string,
  options: PullOptions,
): Promise<PullResult> {
  return pullList(
    deps,
    party,
    {
      name: 'Tariffs',
      columns: 'tariff_sync_',
      endpointOf: (partner) => partner.tariffsUrl,
      async keep(partner, item) {
        const tariff = ownObject(tariffSchema as z.ZodType<Tariff>, partner, item);
        if (!tariff) return false;
        await deps.tariffs.put(partner, tariff);
        deps.changed();
        return true;
      },
      async dropUnseen(partner, since) {
        const dropped = await deps.tariffs.dropUnseen(partner, since);
        if (dropped > 0) deps.changed();
        return dropped;
      },
    },
    options,
  );
}
