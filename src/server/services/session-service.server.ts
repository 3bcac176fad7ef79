import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../db/tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a leaked table signs no one in. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new session for `userId`; `device` is deviceLabel's 'Chrome on Android', for the person's download. */
export async function createSession(db: Db, userId: string, now: number, ttlMs: number, device = ''): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: now + ttlMs,
      revoked_at: null,
      device,
    })
    .execute();
  return token;
}

/** Whether `token` has the form of a session token (32 random bytes, base64url). */
export const isSessionShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The user behind a live (unexpired, unrevoked) token, or undefined. */
export async function userForToken(
  db: Db,
  token: string,
  now: number,
): Promise<{ user: UserRow; sessionId: string } | undefined> {
  if (!isSessionShaped(token)) return undefined;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, ...user } = row;
  return { user, sessionId: session_id };
}

export async function revokeSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
