import type { Kysely } from 'kysely';
import { displayName } from '../../domain/checkins/display-name.ts';
import type { Dialect } from '../db/database.server.ts';
import type { Database } from '../db/tables.ts';
import { addBans, mobileBanKey, removeBans, userBanKey } from './bans.server.ts';
import { rebuildSummary } from './station-summaries.server.ts';
import { inLockedTransaction, stationLock } from './write-locks.server.ts';

/**
 * Moderation (`npm run moderate`, scripts/moderate.ts): list what was written, hide or restore a
 * check-in or report, mark a report handled, ban or unban a person. Every action is one
 * transaction with its moderation_log row (action, target, who, when), and a hidden check-in's
 * station summary is worked out again in it, so the check-in is gone from every answer at once.
 */

export interface Moderator {
  db: Kysely<Database>;
  dialect: Dialect;
  /** OTP_PEPPER: bans keep a keyed hash of the number. */
  pepper: string;
  actor: string;
  now: () => number;
}

export interface ListedItem {
  type: 'check_in' | 'report';
  id: string;
  place_id: string;
  /** The outcome or report kind. */
  what: string;
  text: string;
  author: string;
  /** The author's user id, to ban by; null once the account is deleted. */
  user_id: string | null;
  created_at: number;
  hidden: boolean;
  resolved: boolean;
}

/** Open reports and recent check-ins with a comment, newest first (with `all`, hidden and handled ones too). */
export async function listForModeration(m: Moderator, options: { limit: number; all: boolean }): Promise<ListedItem[]> {
  let reports = m.db
    .selectFrom('reports')
    .leftJoin('users', 'users.id', 'reports.user_id')
    .selectAll('reports')
    .select('users.name as author_name');
  let checkIns = m.db
    .selectFrom('check_ins')
    .leftJoin('users', 'users.id', 'check_ins.user_id')
    .selectAll('check_ins')
    .select('users.name as author_name')
    .where('check_ins.comment', '!=', '');
  if (!options.all) {
    reports = reports.where('reports.hidden_at', 'is', null).where('reports.resolved_at', 'is', null);
    checkIns = checkIns.where('check_ins.hidden_at', 'is', null);
  }
  const [r, c] = await Promise.all([
    reports.orderBy('reports.created_at', 'desc').limit(options.limit).execute(),
    checkIns.orderBy('check_ins.created_at', 'desc').limit(options.limit).execute(),
  ]);
  const author = (name: string | null) => displayName(name) ?? 'A driver';
  const items: ListedItem[] = [
    ...r.map((x) => ({
      type: 'report' as const,
      id: x.id,
      place_id: x.place_id,
      what: x.kind,
      text: x.note,
      author: author(x.author_name),
      user_id: x.user_id,
      created_at: Number(x.created_at),
      hidden: x.hidden_at !== null,
      resolved: x.resolved_at !== null,
    })),
    ...c.map((x) => ({
      type: 'check_in' as const,
      id: x.id,
      place_id: x.place_id,
      what: x.outcome,
      text: x.comment,
      author: author(x.author_name),
      user_id: x.user_id,
      created_at: Number(x.created_at),
      hidden: x.hidden_at !== null,
      resolved: false,
    })),
  ];
  return items.sort((a, b) => b.created_at - a.created_at).slice(0, options.limit);
}

async function log(m: Moderator, db: Kysely<Database>, action: string, target: string, at: number) {
  await db.insertInto('moderation_log').values({ action, target, actor: m.actor, at }).execute();
}

/** Which table an id is in. */
async function locate(
  m: Moderator,
  id: string,
): Promise<{ type: 'check_in' | 'report'; placeId: string; userId: string | null } | undefined> {
  const checkIn = await m.db
    .selectFrom('check_ins')
    .select(['place_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (checkIn) return { type: 'check_in', placeId: checkIn.place_id, userId: checkIn.user_id };
  const report = await m.db
    .selectFrom('reports')
    .select(['place_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return report ? { type: 'report', placeId: report.place_id, userId: report.user_id } : undefined;
}

/** Hides (`hidden` true) or restores a check-in or report; false when no item has this id. */
export async function setHidden(m: Moderator, id: string, hidden: boolean): Promise<boolean> {
  const found = await locate(m, id);
  if (!found) return false;
  const at = m.now();
  await inLockedTransaction(m.db, m.dialect, [stationLock(found.placeId)], async (trx) => {
    const table = found.type === 'check_in' ? 'check_ins' : 'reports';
    await trx
      .updateTable(table)
      .set({ hidden_at: hidden ? at : null })
      .where('id', '=', id)
      .execute();
    if (found.type === 'check_in') await rebuildSummary(trx, found.placeId, at);
    await log(m, trx, hidden ? 'hide' : 'restore', `${found.type}:${id}`, at);
  });
  return true;
}

/** Marks a report handled (it leaves the list); false when no report has this id. */
export async function resolveReport(m: Moderator, id: string): Promise<boolean> {
  const at = m.now();
  return m.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('reports').set({ resolved_at: at }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await log(m, trx, 'resolve', `report:${id}`, at);
    return true;
  });
}

const MOBILE = /^[6-9]\d{9}$/;

/**
 * The ban keys for a mobile number, or for the author of a check-in or report: the number's keyed
 * hash and the account's id where there is an account. The log names the account or the hash's
 * first 12 characters, never the number.
 */
async function banKeys(m: Moderator, target: string): Promise<{ keys: string[]; logged: string } | undefined> {
  if (MOBILE.test(target)) {
    const user = await m.db.selectFrom('users').select('id').where('mobile', '=', target).executeTakeFirst();
    const mobileKey = mobileBanKey(m.pepper, target);
    return {
      keys: [mobileKey, ...(user ? [userBanKey(user.id)] : [])],
      logged: user ? `user:${user.id}` : mobileKey.slice(0, 'mobile:'.length + 12),
    };
  }
  const item = await locate(m, target);
  if (!item?.userId) return undefined;
  const user = await m.db.selectFrom('users').select(['id', 'mobile']).where('id', '=', item.userId).executeTakeFirst();
  if (!user) return undefined;
  return { keys: [mobileBanKey(m.pepper, user.mobile), userBanKey(user.id)], logged: `user:${user.id}` };
}

/** Bans (or with `ban` false, lifts the ban on) a mobile number or an item's author; false when there is no such person. */
export async function setBanned(m: Moderator, target: string, ban: boolean): Promise<boolean> {
  const found = await banKeys(m, target);
  if (!found) return false;
  const at = m.now();
  await m.db.transaction().execute(async (trx) => {
    if (ban) await addBans(trx, found.keys, at);
    else await removeBans(trx, found.keys);
    await log(m, trx, ban ? 'ban' : 'unban', found.logged, at);
  });
  return true;
}

/** The latest moderation actions, newest first. */
export function moderationLog(m: Moderator, limit: number) {
  return m.db
    .selectFrom('moderation_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
