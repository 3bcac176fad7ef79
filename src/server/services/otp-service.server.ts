import type { Language } from '../../domain/i18n/languages.ts';
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../api-error.server.ts';
import type { Config } from '../config.server.ts';
import type { Dialect } from '../db/database.server.ts';
import type { Database, OtpRow } from '../db/tables.ts';
import type { OtpCeiling } from './otp-ceiling.server.ts';
import { SmsSendError, type SmsProvider } from '../sms/sms-provider.server.ts';

/** login signs in; changeMobile confirms a new number; deleteAccount confirms deleting the account (issue 17). */
export type OtpPurpose = 'login' | 'changeMobile' | 'deleteAccount';

export interface OtpLimits {
  ttlMs: number;
  maxAttempts: number;
  resendMs: number;
  sendsPerHour: number;
  sendsPerIpPerHour: number;
  lockFailures: number;
  lockWindowMs: number;
  pepper: string;
}

export function otpLimitsFrom(config: Config): OtpLimits {
  return {
    ttlMs: config.OTP_TTL_SECONDS * 1000,
    maxAttempts: config.OTP_MAX_ATTEMPTS,
    resendMs: config.OTP_RESEND_SECONDS * 1000,
    sendsPerHour: config.OTP_SENDS_PER_HOUR,
    sendsPerIpPerHour: config.OTP_SENDS_PER_IP_PER_HOUR,
    lockFailures: config.OTP_LOCK_FAILURES,
    lockWindowMs: config.OTP_LOCK_WINDOW_HOURS * 3_600_000,
    pepper: config.OTP_PEPPER,
  };
}

const HOUR = 3_600_000;

/**
 * A 4-digit code has only 10,000 values, so the stored hash is keyed with a server secret
 * (OTP_PEPPER) and the row id: a copy of the table alone cannot be brute-forced offline.
 */
function hashCode(pepper: string, id: string, mobile: string, code: string): string {
  return crypto.createHmac('sha256', pepper).update(`${id}:${mobile}:${code}`).digest('hex');
}

/** A PostgreSQL advisory-lock key (a signed 64-bit integer, as text) for `name`. */
function lockKey(name: string): string {
  return crypto.createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export class OtpService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sms: SmsProvider,
    private readonly limits: OtpLimits,
    private readonly now: () => number,
    private readonly dialect: Dialect = 'sqlite',
    private readonly ceiling?: OtpCeiling,
  ) {}

  /** Throws 429 with the time left when the number has failed too often in the lock window. */
  async assertNotLocked(mobile: string): Promise<void> {
    const since = this.now() - this.limits.lockWindowMs;
    const failures = await this.db
      .selectFrom('otp_failures')
      .select(['created_at'])
      .where('mobile', '=', mobile)
      .where('created_at', '>', since)
      .orderBy('created_at', 'asc')
      .execute();
    if (failures.length >= this.limits.lockFailures) {
      // Locked until the failure that tipped it over leaves the window.
      const tipping = failures[failures.length - this.limits.lockFailures]!.created_at;
      const hours = Math.max(1, Math.ceil((tipping + this.limits.lockWindowMs - this.now()) / HOUR));
      throw hours === 1
        ? new ApiError(429, 'errors.otpLockedOneHour')
        : new ApiError(429, 'errors.otpLocked', { hours });
    }
  }

  async send(
    mobile: string,
    ip: string,
    purpose: OtpPurpose,
    userId: string | null,
    /** The SMS's language: the account's choice, else the page's (cookie, then Accept-Language). */
    language: Language = 'en',
  ): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
    await this.assertNotLocked(mobile);
    const now = this.now();
    const id = crypto.randomUUID();
    const code = crypto.randomInt(0, 10_000).toString().padStart(4, '0');
    // Checking the limits and recording the code are one step: otherwise requests that arrive
    // together all pass the checks and each sends an SMS. SQLite runs one transaction at a time;
    // PostgreSQL holds a lock on the number, then on the address, until the transaction ends.
    await this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(${lockKey(`otp-send:mobile:${mobile}`)}::bigint)`.execute(trx);
        await sql`select pg_advisory_xact_lock(${lockKey(`otp-send:ip:${ip}`)}::bigint)`.execute(trx);
      }
      const recent = await trx
        .selectFrom('otp_codes')
        .select(['created_at'])
        .where('mobile', '=', mobile)
        .where('created_at', '>', now - HOUR)
        .orderBy('created_at', 'desc')
        .execute();
      const last = recent[0];
      if (last && now - last.created_at < this.limits.resendMs) {
        const seconds = Math.ceil((last.created_at + this.limits.resendMs - now) / 1000);
        throw new ApiError(429, 'errors.otpResendWait', { seconds });
      }
      if (recent.length >= this.limits.sendsPerHour) {
        const oldest = recent[this.limits.sendsPerHour - 1]!.created_at;
        const minutes = Math.max(1, Math.ceil((oldest + HOUR - now) / 60_000));
        throw minutes === 1
          ? new ApiError(429, 'errors.otpHourlyCapOneMinute')
          : new ApiError(429, 'errors.otpHourlyCap', { minutes });
      }
      const fromIp = await trx
        .selectFrom('otp_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>', now - HOUR)
        .executeTakeFirstOrThrow();
      if (Number(fromIp.n) >= this.limits.sendsPerIpPerHour) throw new ApiError(429, 'errors.otpIpCap');

      await trx
        .insertInto('otp_codes')
        .values({
          id,
          mobile,
          purpose,
          user_id: userId,
          code_hash: hashCode(this.limits.pepper, id, mobile, code),
          ip,
          created_at: now,
          expires_at: now + this.limits.ttlMs,
          attempts: 0,
          consumed_at: null,
        })
        .execute();
    });
    const pausedFor = await this.ceiling?.take(now);
    if (pausedFor !== undefined) {
      await this.db.deleteFrom('otp_codes').where('id', '=', id).execute();
      throw new ApiError(503, 'errors.otpPaused', {}, { 'retry-after': String(pausedFor) });
    }
    try {
      await this.sms.sendOtp(mobile, code, language);
    } catch (error) {
      // The person never got this code: forget it, so it blocks neither a retry nor the cooldown.
      await this.db.deleteFrom('otp_codes').where('id', '=', id).execute();
      if (error instanceof SmsSendError) throw new ApiError(503, 'errors.smsFailed');
      throw error;
    }
    // The new code reached the provider: it replaces any earlier one for the same number. (Until
    // then an earlier, unexpired code stays usable, so a failed resend does not lock anyone out.)
    await this.db
      .updateTable('otp_codes')
      .set({ consumed_at: now })
      .where('mobile', '=', mobile)
      .where('consumed_at', 'is', null)
      .where('id', '!=', id)
      .execute();
    return {
      resendAfterSeconds: Math.ceil(this.limits.resendMs / 1000),
      expiresInSeconds: Math.ceil(this.limits.ttlMs / 1000),
    };
  }

  /**
   * Checks a code. Each try first claims one of the code's attempts with a conditional update, so
   * parallel guesses cannot exceed the cap; a right code is consumed with another conditional
   * update, so it signs in once only. Wrong tries count towards the number's lockout.
   */
  async verify(mobile: string, code: string, purpose: OtpPurpose, userId: string | null = null): Promise<void> {
    await this.assertNotLocked(mobile);
    const now = this.now();
    let query = this.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null);
    if (userId) query = query.where('user_id', '=', userId);
    const row: OtpRow | undefined = await query.orderBy('created_at', 'desc').executeTakeFirst();
    if (!row) throw new ApiError(400, 'errors.otpNotRequested');
    if (row.expires_at <= now) throw new ApiError(400, 'errors.otpExpired');
    if (row.attempts >= this.limits.maxAttempts) throw new ApiError(400, 'errors.otpAttemptsExceeded');

    const claimed = await this.db
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', this.limits.maxAttempts)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(400, 'errors.otpAttemptsExceeded');

    if (!sameHash(row.code_hash, hashCode(this.limits.pepper, row.id, mobile, code))) {
      await this.db.insertInto('otp_failures').values({ mobile, created_at: now }).execute();
      await this.assertNotLocked(mobile);
      const left = this.limits.maxAttempts - (row.attempts + 1);
      throw left > 1
        ? new ApiError(400, 'errors.otpWrong', { left })
        : left === 1
          ? new ApiError(400, 'errors.otpWrongOne')
          : new ApiError(400, 'errors.otpWrongLast');
    }
    const consumed = await this.db
      .updateTable('otp_codes')
      .set({ consumed_at: now })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(consumed.numUpdatedRows) !== 1) throw new ApiError(400, 'errors.otpNotRequested');
  }
}
