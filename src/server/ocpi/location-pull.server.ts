import { locationSchema } from '../../domain/ocpi/location.schema.ts';
import { sameCiString } from '../../domain/ocpi/ocpi-types.ts';
import { pullList, type PullDeps, type PullOptions, type PullResult } from './list-pull.server.ts';
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
        const parsed = locationSchema.safeParse(item);
        if (
          !parsed.success ||
          !sameCiString(parsed.data.country_code, partner.countryCode) ||
          !sameCiString(parsed.data.party_id, partner.partyId)
        )
          return false;
        return (await deps.store.pulled(partner, parsed.data)).stored;
      },
      dropUnseen: (partner, since) => deps.store.dropUnseen(partner, since),
    },
    options,
  );
}
