import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { connectTo, ourUrls } from './credentials-handshake.server.ts';
import { OcpiCallError } from './ocpi-client.server.ts';
import type { OcpiServices } from './ocpi-services.server.ts';
import {
  findPartner,
  invitePartner,
  listPartners,
  outboundToken,
  parseParty,
  PartnerError,
  revokePartner,
} from './partner-store.server.ts';

export const OCPI_USAGE = `npm run ocpi -- <command>   (docs/ocpi.md)

  invite --name "<network>" --country IN --party <ID>
      A new network: prints the token A to give it, and our versions URL.
  connect --name "<network>" --country IN --party <ID> --url <its versions URL> --token <the token A it gave us>
      We register with a network instead (we send our credentials), then pull its Locations.
  list
      Every network: its status, its last push, its pushes, Locations, EVSEs, and its last pull.
  sync <party> [--fresh]
      Pulls the network's Locations now (goes on where a failed pull stopped, unless --fresh).
  revoke <party>
      Ends the connection: its tokens stop working; the network is told (DELETE of its credentials).

  <party> is 'IN*TPC' (or IN-TPC). The database is DATABASE_URL's; OCPI_PUBLIC_URL names our address.`;

export interface CommandDeps {
  db: Kysely<Database>;
  ocpi: OcpiServices;
  /** Our address as networks reach it (OCPI_PUBLIC_URL, else http://localhost:PORT). */
  base: string;
  now: () => number;
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const agoOf = (at: number | null, now: number) =>
  at === null ? 'never' : `${new Date(at).toISOString()} (${Math.max(0, Math.round((now - at) / 60_000))} min ago)`;

/** Runs one command; its lines to print and the exit status (0 done, 1 refused, 2 misused). */
export async function runOcpiCommand(
  deps: CommandDeps,
  args: readonly string[],
): Promise<{ out: string[]; status: number }> {
  const [command, ...rest] = args;
  const out: string[] = [];
  const partyArg = () => {
    const party = parseParty(rest.find((a) => !a.startsWith('--')) ?? '');
    if (!party) throw new PartnerError(`name the network's party, such as IN*TPC\n\n${OCPI_USAGE}`);
    return `${party.countryCode}*${party.partyId}`;
  };
  const identity = () => {
    const name = option(rest, '--name')?.trim();
    const party = parseParty(`${option(rest, '--country') ?? ''}*${option(rest, '--party') ?? ''}`);
    if (!name || !party)
      throw new PartnerError(
        `--name, --country (two letters) and --party (three letters or digits) are needed\n\n${OCPI_USAGE}`,
      );
    return { name, ...party };
  };
  try {
    switch (command) {
      case 'invite': {
        const { party, token } = await invitePartner(deps.db, deps.ocpi.keys, identity(), deps.now());
        out.push(`Invited ${party}. Give the network, by a safe channel (it is shown only this once):`);
        out.push(`  versions URL: ${ourUrls(deps.base).versions}`);
        out.push(`  token A:      ${token}`);
        out.push('It registers by POSTing its credentials to our credentials endpoint with that token (OCPI 2.2.1).');
        return { out, status: 0 };
      }
      case 'connect': {
        const url = option(rest, '--url');
        const tokenA = option(rest, '--token');
        if (!url || !tokenA) throw new PartnerError(`--url and --token are needed\n\n${OCPI_USAGE}`);
        const party = await connectTo(
          { db: deps.db, keys: deps.ocpi.keys, client: deps.ocpi.client, ours: deps.ocpi.ours, now: deps.now },
          { ...identity(), versionsUrl: url, tokenA },
          deps.base,
        );
        out.push(`Registered with ${party}.`);
        const partner = await findPartner(deps.db, party);
        if (partner?.locationsUrl) out.push(...pullLines(await deps.ocpi.pull(party)));
        else out.push('It offers no Locations SENDER endpoint: its status arrives by push only.');
        if (partner?.tariffsUrl) out.push(...pullLines(await deps.ocpi.pullTariffs(party), 'Tariffs'));
        else out.push('It offers no Tariffs SENDER endpoint: its prices arrive by push only.');
        return { out, status: 0 };
      }
      case 'list': {
        const now = deps.now();
        const partners = await listPartners(deps.db);
        if (partners.length === 0) out.push('No networks yet (npm run ocpi -- invite).');
        for (const p of partners) {
          out.push(`${p.party}  ${p.name}  [${p.status}]`);
          out.push(`  last push: ${agoOf(p.lastPushAt, now)}; ${p.pushes} pushes`);
          out.push(`  ${p.locations} Locations (${p.linked} shown as stations), ${p.evses} EVSEs`);
          const total = p.sync.total === null ? '' : ` of ${p.sync.total}`;
          out.push(
            `  last pull: ${p.sync.state}, ${p.sync.offset}${total} read${p.sync.finishedAt ? `, finished ${agoOf(p.sync.finishedAt, now)}` : ''}${p.sync.error ? `; ${p.sync.error}` : ''}`,
          );
        }
        return { out, status: 0 };
      }
      case 'sync': {
        const party = partyArg();
        const fresh = rest.includes('--fresh');
        const partner = await findPartner(deps.db, party);
        const results = [];
        if (!partner?.tariffsUrl || partner.locationsUrl) {
          const result = await deps.ocpi.pull(party, { fresh });
          out.push(...pullLines(result));
          results.push(result);
        }
        if (partner?.tariffsUrl) {
          const result = await deps.ocpi.pullTariffs(party, { fresh });
          out.push(...pullLines(result, 'Tariffs'));
          results.push(result);
        }
        return { out, status: results.every((r) => r.state === 'done') ? 0 : 1 };
      }
      case 'revoke': {
        const party = partyArg();
        const partner = await findPartner(deps.db, party);
        if (!partner || partner.status === 'revoked') throw new PartnerError(`${party} is not connected`);
        // Tell the network first, with the token we still hold: its credentials to us are invalid from now.
        const token = await outboundToken(deps.db, deps.ocpi.keys, party);
        if (token && partner.credentialsUrl) {
          try {
            await deps.ocpi.client.call('DELETE', partner.credentialsUrl, token);
            out.push(`Told ${party} (DELETE ${partner.credentialsUrl}).`);
          } catch (error) {
            out.push(`Could not tell ${party}: ${(error as Error).message}`);
          }
        }
        await revokePartner(deps.db, party, deps.now());
        out.push(
          `Revoked ${party}: its tokens no longer work (on running servers within 5 seconds). Its Locations stay until a pull or an operator removes them.`,
        );
        return { out, status: 0 };
      }
      default:
        return { out: [OCPI_USAGE], status: 2 };
    }
  } catch (error) {
    if (error instanceof PartnerError || error instanceof OcpiCallError) return { out: [error.message], status: 1 };
    throw error;
  }
}

function pullLines(result: Awaited<ReturnType<OcpiServices['pull']>>, what = 'Locations'): string[] {
  if (result.state === 'busy') return [`A pull of this network's ${what} is already running.`];
  const total = result.total === null ? '' : ` (the network counts ${result.total})`;
  const line = `${what === 'Locations' ? 'Pull' : `${what} pull`} ${result.state}: ${result.pages} pages, ${result.stored} ${what} stored${total}, ${result.skipped} skipped, ${result.dropped} dropped.`;
  return result.error ? [line, `Stopped: ${result.error}. The next sync goes on from there.`] : [line];
}
