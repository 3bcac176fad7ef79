import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AssistanceEvent } from '../../domain/assistance/assistance-api.ts';
import { OPEN_STATUSES } from '../../domain/assistance/assistance-rules.ts';
import type { AssistanceEventsTable, AssistanceRequestsTable, Database } from '../db/tables.ts';

/** The database side of roadside assistance (migration 0012): requests, their log, operators, webhook ids. */
export type RequestRow = Selectable<AssistanceRequestsTable>;
export type EventRow = Selectable<AssistanceEventsTable>;
export type NewRequestRow = Omit<RequestRow, 'partner_attempts'> & { partner_attempts?: number };

const NUMBER_LETTERS = 'ACDEFGHJKLMNPQRTUVWXY3479';

/** 'RA-7K2Q9X': six characters that are hard to mishear on a phone line (no 0/O, 1/I, 5/S, 2/Z, 8/B, 6/G). */
export function newRequestNumber(): string {
  const bytes = crypto.randomBytes(6);
  let out = '';
  for (const b of bytes) out += NUMBER_LETTERS[b % NUMBER_LETTERS.length];
  return `RA-${out}`;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Numbers come back from PostgreSQL's bigint as strings: one shape for both databases. */
export function normaliseRow(row: RequestRow): RequestRow {
  return {
    ...row,
    lat: num(row.lat),
    lng: num(row.lng),
    accuracy_m: num(row.accuracy_m),
    version: Number(row.version),
    people: Number(row.people),
    eta_at: num(row.eta_at),
    partner_attempts: Number(row.partner_attempts),
    partner_next_at: num(row.partner_next_at),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    closed_at: num(row.closed_at),
    anonymised_at: num(row.anonymised_at),
  };
}

export class AssistanceStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the request unless the account already sent this key; answers the request the key names and whether it is new. */
  async insertOnce(
    row: NewRequestRow,
    event: Omit<EventRow, 'id' | 'request_id'>,
  ): Promise<{ row: RequestRow; created: boolean }> {
    const created = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('assistance_requests')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      const made = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      if (made)
        await trx
          .insertInto('assistance_events')
          .values({ ...event, id: crypto.randomUUID(), request_id: row.id })
          .execute();
      return made;
    });
    const found = await this.byKey(row.user_id!, row.idempotency_key);
    return { row: found!, created };
  }

  async byKey(userId: string, key: string): Promise<RequestRow | undefined> {
    const row = await this.db
      .selectFrom('assistance_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row && normaliseRow(row);
  }

  async byId(id: string): Promise<RequestRow | undefined> {
    const row = await this.db.selectFrom('assistance_requests').selectAll().where('id', '=', id).executeTakeFirst();
    return row && normaliseRow(row);
  }

  async byPartnerRef(ref: string): Promise<RequestRow | undefined> {
    const row = await this.db
      .selectFrom('assistance_requests')
      .selectAll()
      .where('partner_ref', '=', ref)
      .executeTakeFirst();
    return row && normaliseRow(row);
  }

  /** Open requests, newest first. */
  async open(limit = 200): Promise<RequestRow[]> {
    const rows = await this.db
      .selectFrom('assistance_requests')
      .selectAll()
      .where('status', 'in', [...OPEN_STATUSES])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(normaliseRow);
  }

  /** How many requests the account made since `since`. */
  async countSince(userId: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('assistance_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Writes `patch` if the row is still at `version` (and logs the event in the same transaction);
   * false when someone changed it meanwhile.
   */
  async updateAt(
    id: string,
    version: number,
    patch: Partial<Omit<RequestRow, 'id'>>,
    event: Omit<EventRow, 'id' | 'request_id'> | null,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('assistance_requests')
        .set(patch)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (event)
        await trx
          .insertInto('assistance_events')
          .values({ ...event, id: crypto.randomUUID(), request_id: id })
          .execute();
      return true;
    });
  }

  /** The partner side only (not a status change: no version). */
  async setPartner(
    id: string,
    patch: Pick<Partial<RequestRow>, 'partner_state' | 'partner_ref' | 'partner_attempts' | 'partner_next_at'>,
  ) {
    await this.db.updateTable('assistance_requests').set(patch).where('id', '=', id).execute();
  }

  /** Requests the partner has not taken yet, whose next try is due. */
  async partnerDue(now: number, limit = 50): Promise<RequestRow[]> {
    const rows = await this.db
      .selectFrom('assistance_requests')
      .selectAll()
      .where('partner_state', '=', 'pending')
      .where('status', 'in', [...OPEN_STATUSES])
      .where((eb) => eb.or([eb('partner_next_at', 'is', null), eb('partner_next_at', '<=', now)]))
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map(normaliseRow);
  }

  async events(requestIds: readonly string[]): Promise<Map<string, AssistanceEvent[]>> {
    const out = new Map<string, AssistanceEvent[]>();
    if (requestIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('assistance_events')
      .selectAll()
      .where('request_id', 'in', [...requestIds])
      .orderBy('at')
      .orderBy('version')
      .execute();
    for (const r of rows) {
      const list = out.get(r.request_id) ?? [];
      list.push({
        at: Number(r.at),
        by: r.by_kind as AssistanceEvent['by'],
        status: r.status as AssistanceEvent['status'],
        note: r.note,
      });
      out.set(r.request_id, list);
    }
    return out;
  }

  /** The request owner's language ('' for none, or a deleted account): their SMS are in it. */
  async ownerLanguage(userId: string | null): Promise<string> {
    if (!userId) return '';
    const row = await this.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
    return row?.language ?? '';
  }

  async isOperator(mobile: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('assistance_operators')
      .select('mobile')
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    return row !== undefined;
  }

  async addOperator(mobile: string, now: number): Promise<void> {
    await this.db
      .insertInto('assistance_operators')
      .values({ mobile, added_at: now })
      .onConflict((oc) => oc.column('mobile').doNothing())
      .execute();
  }

  async removeOperator(mobile: string): Promise<number> {
    const result = await this.db.deleteFrom('assistance_operators').where('mobile', '=', mobile).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async operators(): Promise<string[]> {
    const rows = await this.db.selectFrom('assistance_operators').select('mobile').orderBy('mobile').execute();
    return rows.map((r) => r.mobile);
  }

  /** True the first time a webhook event id is seen; false for a repeat (the partner retried). */
  async claimWebhookEvent(eventId: string, now: number): Promise<boolean> {
    const result = await this.db
      .insertInto('assistance_webhook_events')
      .values({ event_id: eventId, received_at: now })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
