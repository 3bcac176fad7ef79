import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CheckInView } from '../../domain/checkins/checkin-api.ts';
import {
  DAY_MS,
  indiaDay,
  indiaDayStart,
  secondsToNextIndiaDay,
  WINDOWS,
  WRITE_LIMITS,
  type Outcome,
} from '../../domain/checkins/checkin-rules.ts';
import type { CheckInBody } from '../../domain/checkins/checkin.schema.ts';
import { displayName } from '../../domain/checkins/display-name.ts';
import { medianPrice } from '../../domain/checkins/station-rating.ts';
import type { StationSummary, SummaryFacts } from '../../domain/checkins/station-summary.ts';
import { translate } from '../../domain/i18n/translate.ts';
import { ApiError } from '../api-error.server.ts';
import type { Dialect } from '../db/database.server.ts';
import type { CheckInRow, Database } from '../db/tables.ts';
import { storeCheckIn } from './checkin-statements.server.ts';

/** A check-in row and its author's profile name (null once the account is deleted). */
export type CheckInWithName = CheckInRow & { author_name: string | null };

export function toCheckInView(row: CheckInWithName): CheckInView {
  const author = displayName(row.author_name);
  return {
    id: row.id,
    place_id: row.place_id,
    outcome: row.outcome as Outcome,
    connector: row.connector,
    kw: row.kw === null ? null : Number(row.kw),
    price_per_kwh: row.price_per_kwh === null ? null : Number(row.price_per_kwh),
    comment: row.comment,
    created_at: Number(row.created_at),
    author: author ?? translate('checkins.anonymous'),
    anonymous: author === null,
  };
}

/**
 * Stores a check-in within the person's limits, and folds it into the station's summary, in one
 * transaction under the person's and the station's locks (checkin-statements.server.ts): the
 * limits are counted from the rows themselves, so they hold exactly however many requests arrive
 * at once and on however many instances (the counter store in front, write-limits.server.ts,
 * turns floods away earlier).
 */
export async function createCheckIn(
  db: Kysely<Database>,
  dialect: Dialect,
  input: { placeId: string; userId: string; userName: string; body: CheckInBody },
  now: number,
): Promise<{ view: CheckInView; facts: SummaryFacts; summary: StationSummary }> {
  const { placeId, userId, body } = input;
  const dayStart = indiaDayStart(indiaDay(now));
  const limits = {
    since: Math.min(dayStart, now - WRITE_LIMITS.sameStationMs),
    sameStationSince: now - WRITE_LIMITS.sameStationMs,
    dayStart,
    perDay: WRITE_LIMITS.checkInsPerDay,
  };
  const row: CheckInRow = {
    id: crypto.randomUUID(),
    place_id: placeId,
    user_id: userId,
    outcome: body.outcome,
    connector: body.connector ?? null,
    kw: body.kw ?? null,
    price_per_kwh: body.price_per_kwh ?? null,
    comment: body.comment ?? '',
    created_at: now,
    hidden_at: null,
  };
  const result = await storeCheckIn(db, dialect, row, limits, now);
  if (result.refused === 'same_station') {
    const seconds = Math.max(1, Math.ceil((result.latestHere + WRITE_LIMITS.sameStationMs - now) / 1000));
    throw new ApiError(
      429,
      'checkins.errors.sameStation',
      { count: Math.ceil(seconds / 60) },
      { 'retry-after': String(seconds) },
    );
  }
  if (result.refused === 'per_day') {
    throw new ApiError(
      429,
      'checkins.errors.checkInsPerDay',
      { max: WRITE_LIMITS.checkInsPerDay },
      { 'retry-after': String(secondsToNextIndiaDay(now)) },
    );
  }
  return { view: toCheckInView({ ...row, author_name: input.userName }), facts: result.facts, summary: result.summary };
}

const selectWithName = (db: Kysely<Database>) =>
  db
    .selectFrom('check_ins')
    .leftJoin('users', 'users.id', 'check_ins.user_id')
    .selectAll('check_ins')
    .select('users.name as author_name');

/** A page of a station's visible check-ins, newest first, after the `before` cursor. */
export async function checkInPage(
  db: Kysely<Database>,
  placeId: string,
  before: { at: number; id: string } | undefined,
  limit: number,
): Promise<{ check_ins: CheckInView[]; next: string | null }> {
  let query = selectWithName(db).where('check_ins.place_id', '=', placeId).where('check_ins.hidden_at', 'is', null);
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('check_ins.created_at', '<', before.at),
        eb.and([eb('check_ins.created_at', '=', before.at), eb('check_ins.id', '<', before.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('check_ins.created_at', 'desc')
    .orderBy('check_ins.id', 'desc')
    .limit(limit + 1)
    .execute();
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    check_ins: shown.map(toCheckInView),
    next: rows.length > limit && last ? `${Number(last.created_at)}~${last.id}` : null,
  };
}

/** One check-in with its author's name (moderation), hidden or not. */
export function findCheckIn(db: Kysely<Database>, id: string): Promise<CheckInWithName | undefined> {
  return selectWithName(db).where('check_ins.id', '=', id).executeTakeFirst();
}

/** The median ₹/kWh paid at a station in the last 90 days (visible 'charged' check-ins with a price; the newest 1,000). */
export async function pricePaid(
  db: Kysely<Database>,
  placeId: string,
  now: number,
): Promise<{ median_per_kwh: number | null; count: number; days: number }> {
  const rows = await db
    .selectFrom('check_ins')
    .select('price_per_kwh')
    .where('place_id', '=', placeId)
    .where('created_at', '>=', now - WINDOWS.priceDays * DAY_MS)
    .where('hidden_at', 'is', null)
    .where('outcome', '=', 'charged')
    .where('price_per_kwh', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute();
  const prices = rows.map((r) => Number(r.price_per_kwh));
  return { median_per_kwh: medianPrice(prices), count: prices.length, days: WINDOWS.priceDays };
}
