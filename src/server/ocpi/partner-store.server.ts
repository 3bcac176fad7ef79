import type { Kysely } from 'kysely';
import type { CredentialsRole } from '../../domain/ocpi/credentials.schema.ts';
import type { Database, OcpiPartnersTable } from '../db/tables.ts';
import { newToken, type TokenKeys } from './ocpi-tokens.server.ts';

/**
 * The networks we exchange OCPI with (`ocpi_partners`), one row per party ('IN*TPC'). A row is
 * made by an invitation (`npm run ocpi -- invite`: token A) or by registering with a network
 * (`npm run ocpi -- connect`), becomes 'registered' when the credentials handshake ends, and
 * 'revoked' when either side unregisters or the operator revokes it: its tokens are then gone.
 */

export type PartnerStatus = 'invited' | 'connecting' | 'registered' | 'revoked';

export interface Partner {
  party: string;
  countryCode: string;
  partyId: string;
  name: string;
  status: PartnerStatus;
  versionsUrl: string | null;
  credentialsUrl: string | null;
  locationsUrl: string | null;
  /** Its Tariffs SENDER endpoint (the tariffs pull), when it has one. */
  tariffsUrl: string | null;
  roles: CredentialsRole[];
}

/** 'IN*TPC' for country IN, party TPC (upper case: both are CiStrings). */
export const partyKey = (countryCode: string, partyId: string) =>
  `${countryCode.toUpperCase()}*${partyId.toUpperCase()}`;

/** A party as the operator types it: 'IN*TPC', 'IN-TPC', 'IN/TPC' or 'in tpc'. */
export function parseParty(text: string): { countryCode: string; partyId: string } | undefined {
  const match = /^\s*([A-Za-z]{2})\s*[*\-/ ]\s*([A-Za-z0-9]{3})\s*$/.exec(text);
  return match ? { countryCode: match[1]!.toUpperCase(), partyId: match[2]!.toUpperCase() } : undefined;
}

export function partnerOf(
  row: Pick<
    OcpiPartnersTable,
    | 'party'
    | 'country_code'
    | 'party_id'
    | 'name'
    | 'status'
    | 'versions_url'
    | 'credentials_url'
    | 'locations_url'
    | 'tariffs_url'
    | 'roles'
  >,
): Partner {
  return {
    party: row.party,
    countryCode: row.country_code,
    partyId: row.party_id,
    name: row.name,
    status: row.status as PartnerStatus,
    versionsUrl: row.versions_url,
    credentialsUrl: row.credentials_url,
    locationsUrl: row.locations_url,
    tariffsUrl: row.tariffs_url,
    roles: JSON.parse(row.roles) as CredentialsRole[],
  };
}

export class PartnerError extends Error {}

/**
 * Invites a network: a new token A (printed once, kept as a hash) it may use for the versions and
 * credentials calls only. A party already registered must be revoked first.
 */
export async function invitePartner(
  db: Kysely<Database>,
  keys: TokenKeys,
  input: { name: string; countryCode: string; partyId: string },
  now: number,
): Promise<{ party: string; token: string }> {
  const party = partyKey(input.countryCode, input.partyId);
  const token = newToken();
  const existing = await db.selectFrom('ocpi_partners').select('status').where('party', '=', party).executeTakeFirst();
  if (existing && (existing.status === 'registered' || existing.status === 'connecting')) {
    throw new PartnerError(`${party} is ${existing.status}: revoke it first (npm run ocpi -- revoke ${party})`);
  }
  const fields = {
    country_code: input.countryCode.toUpperCase(),
    party_id: input.partyId.toUpperCase(),
    name: input.name,
    status: 'invited',
    invite_hash: keys.hash(token),
    token_hash: null,
    outbound_token: null,
    revoked_at: null,
    updated_at: now,
  };
  if (existing) await db.updateTable('ocpi_partners').set(fields).where('party', '=', party).execute();
  else
    await db
      .insertInto('ocpi_partners')
      .values({ party, ...fields, roles: '[]', created_at: now })
      .execute();
  return { party, token };
}

/** The partner a request's token belongs to, and whether it is the invitation's token A or a registered one. */
export async function partnerByToken(
  db: Kysely<Database>,
  keys: TokenKeys,
  tokens: readonly string[],
): Promise<{ partner: Partner; kind: 'invite' | 'registered'; token: string } | undefined> {
  for (const token of tokens) {
    const hash = keys.hash(token);
    const row = await db
      .selectFrom('ocpi_partners')
      .selectAll()
      .where((eb) => eb.or([eb('token_hash', '=', hash), eb('invite_hash', '=', hash)]))
      .executeTakeFirst();
    if (!row || row.status === 'revoked') continue;
    if (row.token_hash === hash && (row.status === 'registered' || row.status === 'connecting'))
      return { partner: partnerOf(row), kind: 'registered', token };
    if (row.invite_hash === hash && row.status === 'invited') return { partner: partnerOf(row), kind: 'invite', token };
  }
  return undefined;
}

export interface RegisteredWith {
  /** The token we call the network with from now on (its B, or the C it answered our registration with). */
  outboundToken: string;
  /** The token it calls us with from now on, in the clear only here (we answer with it, or sent it). */
  inboundToken: string;
  versionsUrl: string;
  version: string;
  credentialsUrl: string | null;
  locationsUrl: string | null;
  tariffsUrl: string | null;
  roles: CredentialsRole[];
}

/** The handshake is done: the new tokens and the network's endpoints are kept, token A is gone. */
export async function recordRegistration(
  db: Kysely<Database>,
  keys: TokenKeys,
  party: string,
  found: RegisteredWith,
  now: number,
): Promise<void> {
  await db
    .updateTable('ocpi_partners')
    .set({
      status: 'registered',
      invite_hash: null,
      token_hash: keys.hash(found.inboundToken),
      outbound_token: keys.seal(found.outboundToken),
      versions_url: found.versionsUrl,
      version: found.version,
      credentials_url: found.credentialsUrl,
      locations_url: found.locationsUrl,
      tariffs_url: found.tariffsUrl,
      roles: JSON.stringify(found.roles),
      registered_at: now,
      updated_at: now,
    })
    .where('party', '=', party)
    .execute();
}

/** Unregistered (by the network's DELETE, or the operator's revoke): no token of it works any more. */
export async function revokePartner(db: Kysely<Database>, party: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('ocpi_partners')
    .set({
      status: 'revoked',
      invite_hash: null,
      token_hash: null,
      outbound_token: null,
      revoked_at: now,
      updated_at: now,
    })
    .where('party', '=', party)
    .where('status', '!=', 'revoked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The token we call a registered network with (decrypted), or undefined. */
export async function outboundToken(db: Kysely<Database>, keys: TokenKeys, party: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('ocpi_partners')
    .select(['outbound_token', 'status'])
    .where('party', '=', party)
    .executeTakeFirst();
  return row?.outbound_token && row.status !== 'revoked' ? keys.open(row.outbound_token) : undefined;
}

export async function findPartner(db: Kysely<Database>, party: string): Promise<Partner | undefined> {
  const row = await db.selectFrom('ocpi_partners').selectAll().where('party', '=', party).executeTakeFirst();
  return row ? partnerOf(row) : undefined;
}

/** What `npm run ocpi -- list` shows: each partner, its last push, its counts and its last pull. */
export async function listPartners(db: Kysely<Database>) {
  const rows = await db.selectFrom('ocpi_partners').selectAll().orderBy('party').execute();
  const counts = await db
    .selectFrom('ocpi_locations')
    .select(['country_code', 'party_id'])
    .select((eb) => [
      eb.fn.countAll<number | string>().as('locations'),
      eb.fn.sum<number | string>('evses').as('evses'),
      eb.fn.count<number | string>('place_id').as('linked'),
    ])
    .groupBy(['country_code', 'party_id'])
    .execute();
  return rows.map((row) => {
    const c = counts.find((x) => x.country_code === row.country_code && x.party_id === row.party_id);
    return {
      party: row.party,
      name: row.name,
      status: row.status,
      lastPushAt: row.last_push_at === null ? null : Number(row.last_push_at),
      pushes: Number(row.pushes),
      locations: Number(c?.locations ?? 0),
      evses: Number(c?.evses ?? 0),
      linked: Number(c?.linked ?? 0),
      sync: {
        state: row.sync_state,
        offset: Number(row.sync_offset),
        total: row.sync_total === null ? null : Number(row.sync_total),
        error: row.sync_error,
        finishedAt: row.sync_finished_at === null ? null : Number(row.sync_finished_at),
      },
    };
  });
}
