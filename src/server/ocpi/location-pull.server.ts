import type { z } from 'zod';
import { locationSchema, type Location } from '../../domain/ocpi/location.schema.ts';
import { ownObject, pullList, type PullDeps, type PullOptions, type PullResult } from './list-pull.server.ts';
import type { LocationStore } from './location-store.server.ts';

export { firstPageUrl, type PullOptions, type PullResult } from './list-pull.server.ts';

/**
 * The full load of a network's Locations (mod_locations.asciidoc, Sender interface "GET List"),
 * through the pull every list module shares (list-pull.server.ts). Each valid Location of the
 * network's own party is stored as a PUT of the whole Location would store it, not counted as a push.
 */
export function pullLocations(
  deps: PullDeps & { store: LocationStore },
  party: string,
  options: PullOptions,
): Promise<PullResult> {
  return pullList(
    deps,
    party,
    {
      name: 'Locations',
      columns: 'sync_',
      endpointOf: (partner) => partner.locationsUrl,
      async keep(partner, item) {
        const location = ownObject(locationSchema as z.ZodType<Location>, partner, item);
        return location ? (await deps.store.pulled(partner, location)).stored : false;
      },
      dropUnseen: (partner, since) => deps.store.dropUnseen(partner, since),
    },
    options,
  );
}
