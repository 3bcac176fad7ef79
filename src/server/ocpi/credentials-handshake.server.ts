import type { Kysely } from 'kysely';
import {
  credentialsSchema,
  OCPI_VERSION,
  type Credentials,
  type CredentialsRole,
} from '../../domain/ocpi/credentials.schema.ts';
import { sameCiString } from '../../domain/ocpi/ocpi-types.ts';
import { OCPI_STATUS } from '../../domain/ocpi/status-codes.ts';
import type { Database } from '../db/tables.ts';
import { OcpiCallError, UnsupportedVersionError, type OcpiClient } from './ocpi-client.server.ts';
import { OcpiError } from './ocpi-reply.server.ts';
import { newToken, type TokenKeys } from './ocpi-tokens.server.ts';
import { partyKey, PartnerError, recordRegistration, revokePartner, type Partner } from './partner-store.server.ts';

/**
 * The credentials handshake (credentials.asciidoc, "Registration"), both ways round:
 *
 * - A network registers with us (`acceptRegistration`): it calls POST /ocpi/2.2.1/credentials
 *   with the token A of its invitation and its credentials (its token B and versions URL); we read
 *   its versions and 2.2.1 endpoints with B, keep B (encrypted) for our calls, and answer with our
 *   credentials holding a new token C, which it uses from then on; A is forgotten. PUT does the
 *   same for a registered network (new endpoints, new tokens); DELETE unregisters it.
 * - We register with a network (`connectTo`, `npm run ocpi -- connect`): with the token A it gave
 *   us we read its versions and endpoints, then POST our credentials with a new token B for it
 *   (usable at once: it reads our versions with it while our POST waits) to its credentials
 *   endpoint, and keep the token C it answers with for our calls.
 */

export interface OurParty {
  countryCode: string;
  partyId: string;
  name: string;
}

export interface HandshakeDeps {
  db: Kysely<Database>;
  keys: TokenKeys;
  client: OcpiClient;
  ours: OurParty;
  now: () => number;
}

/** Our endpoints under `base` ('https://ev.example.in'). */
export const ourUrls = (base: string) => ({
  versions: `${base}/ocpi/versions`,
  details: `${base}/ocpi/${OCPI_VERSION}`,
  credentials: `${base}/ocpi/${OCPI_VERSION}/credentials`,
  locations: `${base}/ocpi/emsp/${OCPI_VERSION}/locations`,
  tariffs: `${base}/ocpi/emsp/${OCPI_VERSION}/tariffs`,
});

/** Our credentials object, with the token the other side is to call us with. */
export const ourCredentials = (token: string, base: string, ours: OurParty): Credentials => ({
  token,
  url: ourUrls(base).versions,
  roles: [
    { role: 'EMSP', party_id: ours.partyId, country_code: ours.countryCode, business_details: { name: ours.name } },
  ],
});

/** The role under which `partner` may write: its registered roles must include its invited party. */
function checkRoles(
  partner: Pick<Partner, 'countryCode' | 'partyId' | 'party'>,
  roles: readonly CredentialsRole[],
): void {
  if (
    !roles.some((r) => sameCiString(r.country_code, partner.countryCode) && sameCiString(r.party_id, partner.partyId))
  ) {
    throw new OcpiError(
      400,
      OCPI_STATUS.invalidParameters,
      `the roles name no party ${partner.party}: this connection is for ${partner.party} only`,
    );
  }
}

/** Their endpoints, read with `token`; a failure becomes the spec's registration errors (3001, 3002). */
async function discover(client: OcpiClient, versionsUrl: string, token: string) {
  try {
    return await client.discover(versionsUrl, token);
  } catch (error) {
    if (error instanceof UnsupportedVersionError)
      throw new OcpiError(200, OCPI_STATUS.unsupportedVersion, error.message);
    if (error instanceof OcpiCallError)
      throw new OcpiError(200, OCPI_STATUS.unableToUseClientApi, `could not read your versions: ${error.message}`);
    throw error;
  }
}

/** POST (first registration) or PUT (update) of credentials by `partner`: our answer's credentials, and whether its Locations can be pulled. */
export async function acceptRegistration(
  deps: HandshakeDeps,
  partner: Partner,
  body: Credentials,
  base: string,
): Promise<{ answer: Credentials; canPull: boolean }> {
  checkRoles(partner, body.roles);
  const found = await discover(deps.client, body.url, body.token);
  const token = newToken();
  await recordRegistration(
    deps.db,
    deps.keys,
    partner.party,
    {
      outboundToken: body.token,
      inboundToken: token,
      versionsUrl: body.url,
      version: found.version,
      credentialsUrl: found.credentialsUrl,
      locationsUrl: found.locationsUrl,
      tariffsUrl: found.tariffsUrl,
      roles: body.roles,
    },
    deps.now(),
  );
  return {
    answer: ourCredentials(token, base, deps.ours),
    canPull: found.locationsUrl !== null || found.tariffsUrl !== null,
  };
}

/** Registers with a network that gave us `tokenA` and its versions URL. */
export async function connectTo(
  deps: HandshakeDeps,
  input: { name: string; countryCode: string; partyId: string; versionsUrl: string; tokenA: string },
  base: string,
): Promise<Partner['party']> {
  const party = partyKey(input.countryCode, input.partyId);
  const existing = await deps.db
    .selectFrom('ocpi_partners')
    .select('status')
    .where('party', '=', party)
    .executeTakeFirst();
  if (existing?.status === 'registered') throw new PartnerError(`${party} is registered already: revoke it first`);
  const found = await deps.client.discover(input.versionsUrl, input.tokenA);
  if (!found.credentialsUrl)
    throw new PartnerError(`${input.versionsUrl} lists no credentials endpoint for ${OCPI_VERSION}`);
  const tokenB = newToken();
  const now = deps.now();
  const row = {
    country_code: input.countryCode.toUpperCase(),
    party_id: input.partyId.toUpperCase(),
    name: input.name,
    status: 'connecting',
    invite_hash: null,
    token_hash: deps.keys.hash(tokenB),
    outbound_token: null,
    revoked_at: null,
    updated_at: now,
  };
  if (existing) await deps.db.updateTable('ocpi_partners').set(row).where('party', '=', party).execute();
  else
    await deps.db
      .insertInto('ocpi_partners')
      .values({ party, ...row, roles: '[]', created_at: now })
      .execute();
  try {
    const answer = await deps.client.call('POST', found.credentialsUrl, input.tokenA, {
      body: ourCredentials(tokenB, base, deps.ours),
    });
    const theirs = credentialsSchema.safeParse(answer.data);
    if (!theirs.success)
      throw new PartnerError(
        `the network's answer holds no valid credentials: ${theirs.error.issues[0]?.message ?? ''}`,
      );
    const partner = { party, countryCode: row.country_code, partyId: row.party_id };
    try {
      checkRoles(partner, theirs.data.roles);
    } catch (error) {
      throw new PartnerError((error as Error).message);
    }
    // Its versions URL may have changed with the answer: its endpoints, read with the token it gave us.
    const endpoints = await deps.client.discover(theirs.data.url, theirs.data.token);
    await recordRegistration(
      deps.db,
      deps.keys,
      party,
      {
        outboundToken: theirs.data.token,
        inboundToken: tokenB,
        versionsUrl: theirs.data.url,
        version: endpoints.version,
        credentialsUrl: endpoints.credentialsUrl,
        locationsUrl: endpoints.locationsUrl,
        tariffsUrl: endpoints.tariffsUrl,
        roles: theirs.data.roles,
      },
      deps.now(),
    );
    return party;
  } catch (error) {
    await revokePartner(deps.db, party, deps.now());
    throw error;
  }
}

/** The network's DELETE: it is unregistered, its token no longer works. */
export async function unregister(deps: Pick<HandshakeDeps, 'db' | 'now'>, partner: Partner): Promise<void> {
  await revokePartner(deps.db, partner.party, deps.now());
}
