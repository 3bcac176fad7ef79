import {
  listForModeration,
  moderationLog,
  resolveReport,
  setBanned,
  setHidden,
  type Moderator,
} from './moderation.server.ts';

export const MODERATE_USAGE = `Usage: npm run moderate -- COMMAND   (DATABASE_URL and OTP_PEPPER as for the server)
  list [--all] [--limit N]   open reports and recent check-ins with a comment, newest first
                             (--all: hidden and handled ones too)
  hide ID                    hide a check-in or report from every answer
  restore ID                 show a hidden check-in or report again
  resolve ID                 mark a report handled (it leaves the list)
  ban MOBILE|ID              stop a person writing: a 10-digit mobile number, or the author of a check-in or report
  unban MOBILE|ID            lift a ban
  log [--limit N]            the latest moderation actions
Every action is logged in moderation_log with its time and --by NAME (default: your login name).`;

const ISO = (at: number) => new Date(at).toISOString().replace('.000Z', 'Z');

function limitOf(args: readonly string[], fallback: number): number {
  const at = args.indexOf('--limit');
  if (at < 0) return fallback;
  const value = args[at + 1] ?? '';
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1)
    throw new Error(`--limit must be a whole number from 1 to 9999\n${MODERATE_USAGE}`);
  return Number(value);
}

/** One line, without line breaks or control characters, cut to `max` (a comment is shown as text). */
const oneLine = (text: string, max = 80) => {
  const flat = text.replace(/\p{Cc}+/gu, ' ').trim();
  return [...flat].length > max ? `${[...flat].slice(0, max - 1).join('')}…` : flat;
};

/**
 * Runs one moderation command and returns what to print; throws an Error with the usage for a
 * wrong command. Exit status: 0 done, 1 nothing had that id.
 */
export async function runModerationCommand(
  m: Moderator,
  args: readonly string[],
): Promise<{ out: string[]; status: 0 | 1 }> {
  const [command, target] = args;
  switch (command) {
    case 'list': {
      const items = await listForModeration(m, { limit: limitOf(args, 50), all: args.includes('--all') });
      if (items.length === 0) return { out: ['Nothing to moderate.'], status: 0 };
      const out = items.map((i) => {
        const flags = [i.hidden ? 'HIDDEN' : '', i.resolved ? 'RESOLVED' : ''].filter(Boolean).join(',');
        return [
          ISO(i.created_at),
          i.type === 'report' ? 'report  ' : 'check-in',
          i.id,
          i.place_id,
          i.what,
          `by ${i.author}${i.user_id ? ` (user ${i.user_id})` : ''}`,
          flags,
          oneLine(i.text) ? `“${oneLine(i.text)}”` : '',
        ]
          .filter(Boolean)
          .join('  ');
      });
      return { out, status: 0 };
    }
    case 'log': {
      const rows = await moderationLog(m, limitOf(args, 50));
      return {
        out: rows.length
          ? rows.map((r) => `${ISO(Number(r.at))}  ${r.action}  ${r.target}  by ${r.actor || '?'}`)
          : ['No moderation actions yet.'],
        status: 0,
      };
    }
    case 'hide':
    case 'restore':
    case 'resolve':
    case 'ban':
    case 'unban': {
      if (!target || target.startsWith('--'))
        throw new Error(
          `${command} needs an id${command.endsWith('ban') ? ' or a mobile number' : ''}\n${MODERATE_USAGE}`,
        );
      const done =
        command === 'hide' || command === 'restore'
          ? await setHidden(m, target, command === 'hide')
          : command === 'resolve'
            ? await resolveReport(m, target)
            : await setBanned(m, target, command === 'ban');
      const past = { hide: 'hidden', restore: 'restored', resolve: 'resolved', ban: 'banned', unban: 'unbanned' }[
        command
      ];
      return done
        ? { out: [`${past}: ${target}`], status: 0 }
        : { out: [`no ${command.endsWith('ban') ? 'person' : 'item'} found for ${target}`], status: 1 };
    }
    default:
      throw new Error(MODERATE_USAGE);
  }
}
