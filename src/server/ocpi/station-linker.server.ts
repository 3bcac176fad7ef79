import type { Transaction } from 'kysely';
import { connectorsAgree, locationConnectorNames, locationMaxKw } from '../../domain/ocpi/connector-standards.ts';
import type { Location } from '../../domain/ocpi/location.schema.ts';
import { isLevConnector } from '../../domain/stations/station.ts';
import type { Database, StationsTable } from '../db/tables.ts';
import { distanceM } from '../stations/station-csv.server.ts';
import { identityTokens } from '../stations/station-repository.server.ts';

/**
 * Which of our stations a network's Location is (issue 33): the nearest station within 100 m whose
 * operator and connectors agree with the Location's. Otherwise the Location becomes a station of
 * its own (source 'ocpi', id 'ocpi:<country>:<party>:<location id>'), whose page names the network.
 *
 * - Operator: the words that name who runs it (identityTokens of station-repository, the import's
 *   de-duplication rule: operator aliases like 'Tata Power' = 'EZ Charge', generic words dropped)
 *   of the Location's operator (else the network's own business name) share at least half with the
 *   station's operator and name.
 * - Connectors: connector-standards.ts `connectorsAgree` (one socket in common, or one side names none).
 */

export const MATCH_RADIUS_M = 100;
const METRES_PER_DEGREE = 111_320;

export const coordinatesOf = (location: Location) => ({
  lat: Number(location.coordinates.latitude),
  lng: Number(location.coordinates.longitude),
});

/** The operator words of `name` and the station's identity share at least half of the fewer. */
export function operatorsAgree(
  name: string,
  station: Pick<StationsTable, 'source' | 'name' | 'operator' | 'city'>,
): boolean {
  const ours = identityTokens({ source: 'ocpi', name: '', operator: name, city: '' });
  const theirs = identityTokens(station);
  if (ours.size === 0 || theirs.size === 0) return false;
  let shared = 0;
  for (const token of ours) if (theirs.has(token)) shared += 1;
  return shared > 0 && shared / Math.min(ours.size, theirs.size) >= 0.5;
}

/** The station id a Location of its own gets: lower case, characters a station id allows, '~2' on a clash. */
export function ocpiStationId(countryCode: string, partyId: string, locationId: string): string {
  const safe =
    locationId
      .toLowerCase()
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 200) || 'location';
  return `ocpi:${countryCode.toLowerCase()}:${partyId.toLowerCase()}:${safe}`;
}

/** The stations table row of a station made from `location`. */
export function stationRowOf(location: Location, id: string, operator: string, now: number): StationsTable {
  const { lat, lng } = coordinatesOf(location);
  const connectors = locationConnectorNames(location);
  return {
    id,
    source: 'ocpi',
    // The Location's own id, whatever `id` became ('~2' after a clash): how the station is found again.
    source_id: ocpiStationId(location.country_code, location.party_id, location.id),
    name: location.name || location.address,
    operator,
    address: location.address,
    city: location.city,
    state: location.state ?? '',
    postcode: location.postal_code ?? '',
    lat,
    lng,
    max_kw: locationMaxKw(location),
    connectors: connectors.join(';'),
    lev_only: connectors.length > 0 && connectors.every(isLevConnector) ? 1 : 0,
    updated_at: now,
  };
}

/**
 * The station `location` is shown as: `current` (the one it is linked to) while it still lies within
 * 100 m of it, else the nearest agreeing station, else a new station made from it. A station made
 * from this same Location follows the Location's changes (position, name, connectors).
 */
export async function linkLocation(
  trx: Transaction<Database>,
  location: Location,
  operator: string,
  current: string | null,
  now: number,
): Promise<string> {
  const { lat, lng } = coordinatesOf(location);
  const ownId = ocpiStationId(location.country_code, location.party_id, location.id);
  if (current) {
    const row = await trx.selectFrom('stations').selectAll().where('id', '=', current).executeTakeFirst();
    if (row && row.source === 'ocpi' && row.source_id === ownId) {
      const { id: _id, ...fields } = stationRowOf(location, row.id, operator, now);
      await trx.updateTable('stations').set(fields).where('id', '=', row.id).execute();
      return row.id;
    }
    if (row && distanceM(lat, lng, Number(row.lat), Number(row.lng)) <= MATCH_RADIUS_M) return row.id;
  }
  const dLat = MATCH_RADIUS_M / METRES_PER_DEGREE;
  const dLng = dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const near = await trx
    .selectFrom('stations')
    .selectAll()
    .where('lat', '>=', lat - dLat)
    .where('lat', '<=', lat + dLat)
    .where('lng', '>=', lng - dLng)
    .where('lng', '<=', lng + dLng)
    .execute();
  const match = near
    .filter((row) => row.source !== 'ocpi')
    .map((row) => ({ row, m: distanceM(lat, lng, Number(row.lat), Number(row.lng)) }))
    .filter(
      ({ row, m }) =>
        m <= MATCH_RADIUS_M &&
        operatorsAgree(operator, row) &&
        connectorsAgree(location, row.connectors ? row.connectors.split(';') : []),
    )
    .sort((a, b) => a.m - b.m || a.row.id.localeCompare(b.row.id))[0];
  if (match) return match.row.id;
  // A station of its own. Its id stays the same however often the Location is linked again.
  const existing = await trx
    .selectFrom('stations')
    .select(['id', 'source_id'])
    .where('source_id', '=', ownId)
    .executeTakeFirst();
  if (existing) {
    const { id: _id, ...fields } = stationRowOf(location, existing.id, operator, now);
    await trx.updateTable('stations').set(fields).where('id', '=', existing.id).execute();
    return existing.id;
  }
  let id = ownId;
  for (let k = 2; await trx.selectFrom('stations').select('id').where('id', '=', id).executeTakeFirst(); k += 1)
    id = `${ownId}~${k}`;
  await trx
    .insertInto('stations')
    .values(stationRowOf(location, id, operator, now))
    .execute();
  return id;
}
