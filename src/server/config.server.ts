import os from 'node:os';
import { z } from 'zod';

/**
 * Environment configuration, validated once at start-up. A bad value stops the server with a
 * message that names the variable (see formatConfigError). The README lists every variable.
 */
const intFrom = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? String(fallback) : v))
    .pipe(z.string().regex(/^\d+$/, 'must be a whole number'))
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** 'true'/'1' or 'false'/'0'; undefined when unset or empty. */
const optionalBool = z
  .enum(['true', 'false', '1', '0', ''], { error: "must be 'true' or 'false'" })
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const boolFrom = (fallback: boolean) => optionalBool.transform((v) => v ?? fallback);

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ error: 'must be a URL' }).optional());

/** A host name as a provider wants the site named: 'ev.example.in'. */
const SITE_DOMAIN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: intFrom(3000, 0, 65535),
    DATABASE_URL: z.string().default('./var/ev.sqlite'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: boolFrom(false),
    SERVE_WEB: boolFrom(true),
    WEB_DIST: z.string().default('dist/web'),
    // How long one plugin may take to start before boot stops with its name: minutes, far past what a
    // loaded machine takes (the maps plugin's start is the longest, seconds even under load).
    BOOT_PLUGIN_TIMEOUT_MS: intFrom(300_000, 1, 3_600_000),
    // Set when more than one instance runs: rate limits and counters are then shared through Redis.
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or : . _ -')
      .default('ev:'),

    SMS_PROVIDER: z.enum(['console', 'msg91', 'twilio'], { error: 'must be console, msg91 or twilio' }).optional(),
    SMS_ALLOW_CONSOLE_IN_PRODUCTION: boolFrom(false),
    SMS_OUTBOX: optionalText,
    SMS_TIMEOUT_MS: intFrom(5000, 100, 60000),
    MSG91_AUTH_KEY: optionalText,
    MSG91_TEMPLATE_ID: optionalText,
    // Each language's one-time-code SMS is its own DLT template (issue 41; README): unset, English's.
    SMS_TEMPLATE_ID_HI: optionalText,
    SMS_TEMPLATE_ID_MR: optionalText,
    SMS_TEMPLATE_ID_TA: optionalText,
    SMS_TEMPLATE_ID_TE: optionalText,
    SMS_TEMPLATE_ID_KN: optionalText,
    SMS_TEMPLATE_ID_BN: optionalText,
    SMS_TEMPLATE_ID_ML: optionalText,
    SMS_TEMPLATE_ID_GU: optionalText,
    /** The DLT template for plain texts (roadside assistance status); the OTP template when unset. */
    MSG91_TEXT_TEMPLATE_ID: optionalText,
    MSG91_BASE_URL: z.url({ error: 'must be a URL' }).default('https://control.msg91.com'),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_BASE_URL: z.url({ error: 'must be a URL' }).default('https://api.twilio.com'),

    OTP_PEPPER: optionalText,
    SESSION_TTL_DAYS: intFrom(30, 1, 365),
    OTP_TTL_SECONDS: intFrom(300, 30, 3600),
    OTP_MAX_ATTEMPTS: intFrom(5, 1, 20),
    OTP_RESEND_SECONDS: intFrom(30, 0, 600),
    OTP_SENDS_PER_HOUR: intFrom(5, 1, 100),
    // Per address at a level a carrier's shared address (CGNAT) does not reach in an evening; the
    // per-number limits protect a person, the global ceiling the SMS bill (decision 0018).
    OTP_SENDS_PER_IP_PER_HOUR: intFrom(500, 1, 1_000_000),
    OTP_SENDS_GLOBAL_PER_HOUR: intFrom(20_000, 1, 100_000_000),
    OTP_LOCK_FAILURES: intFrom(10, 1, 1000),
    OTP_LOCK_WINDOW_HOURS: intFrom(24, 1, 168),
    // Traffic budgets, each per TRAFFIC_WINDOW_SECONDS (decision 0018): static files, pages and API
    // calls count apart; signed-in calls per token, with a per-address backstop.
    TRAFFIC_WINDOW_SECONDS: intFrom(10, 1, 3600),
    API_PER_IP: intFrom(1000, 1, 1_000_000_000),
    API_PER_TOKEN: intFrom(100, 1, 1_000_000_000),
    API_BACKSTOP_PER_IP: intFrom(3000, 1, 1_000_000_000),
    PAGES_PER_IP: intFrom(500, 1, 1_000_000_000),
    STATIC_PER_IP: intFrom(20_000, 1, 1_000_000_000),
    OTP_ROUTE_PER_MINUTE: intFrom(300, 1, 1_000_000),
    BODY_LIMIT_BYTES: intFrom(16384, 1024, 10_485_760),

    MAPS_TOKEN_SECRET: optionalText,
    MAPS_TOKEN_TTL_SECONDS: intFrom(3600, 60, 86_400),
    MAPS_RATE_PER_MINUTE: intFrom(60, 1, 1_000_000_000),
    MAPS_RATE_PER_IP_PER_MINUTE: intFrom(6000, 1, 1_000_000_000),
    MAPS_TOKENS_PER_IP_PER_MINUTE: intFrom(600, 1, 1_000_000_000),
    EVENTS_RATE_PER_IP_PER_MINUTE: intFrom(2000, 1, 1_000_000_000),
    // Check-ins and problem reports together, per client address (issue 17; a mobile network puts many people behind one).
    STATION_WRITES_PER_IP_PER_HOUR: intFrom(2000, 1, 1_000_000_000),
    ROUTE_CORRIDOR_KM: intFrom(15, 1, 100),
    // Worker threads for trip searches; unset: one per core but one (at most 4), none under tests.
    /** SQLite: checkpoint on a thread of its own (decision 0017); off by default in tests, which open many short-lived databases. */
    SQLITE_CHECKPOINT_THREAD: optionalBool,
    TRIP_SEARCH_THREADS: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number')
        .transform(Number)
        .pipe(z.number().max(16, 'must be at most 16'))
        .optional(),
    ),
    STATIONS_SEED: boolFrom(true),

    MAPS_PROVIDER: z.enum(['local', 'google'], { error: 'must be local or google' }).default('local'),
    ROUTE_PROVIDER: z.enum(['local', 'osrm', 'google'], { error: 'must be local, osrm or google' }).default('local'),
    GOOGLE_MAPS_API_KEY: optionalText,
    GOOGLE_MAPS_BASE_URL: z.url({ error: 'must be a URL' }).default('https://maps.googleapis.com'),
    OSRM_URL: optionalUrl,
    MAPS_TIMEOUT_MS: intFrom(5000, 100, 60000),

    REGISTRY_PROVIDER: z.enum(['local', 'http'], { error: 'must be local or http' }).default('local'),
    REGISTRY_BASE_URL: optionalUrl,
    REGISTRY_API_KEY: optionalText,
    REGISTRY_TIMEOUT_MS: intFrom(5000, 100, 60000),
    REGISTRY_RETRIES: intFrom(2, 0, 5),
    REGISTRY_LOOKUPS_PER_DAY: intFrom(30, 1, 100_000),
    REGISTRY_SEED: boolFrom(true),

    // Usage analytics (issue 19, docs/analytics.md): providers are called from the server only.
    ANALYTICS_PROVIDER: z
      .enum(['none', 'local', 'plausible', 'ga4'], { error: 'must be none, local, plausible or ga4' })
      .default('local'),
    PLAUSIBLE_URL: z.url({ error: 'must be a URL' }).default('https://plausible.io'),
    PLAUSIBLE_DOMAIN: optionalText.pipe(
      z.string().regex(SITE_DOMAIN, 'must be a domain name such as ev.example.in (no https://, no path)').optional(),
    ),
    GA4_MEASUREMENT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a measurement id such as G-ABC123DEF4')
        .optional(),
    ),
    GA4_API_SECRET: optionalText,
    GA4_SITE_DOMAIN: optionalText.pipe(
      z.string().regex(SITE_DOMAIN, 'must be a domain name such as ev.example.in (no https://, no path)').optional(),
    ),
    GA4_URL: z.url({ error: 'must be a URL' }).default('https://www.google-analytics.com'),

    // Roadside assistance (issue 39, docs/assistance.md): who answers, the numbers the screens link to, the partner's API.
    ASSIST_PROVIDER: z.enum(['desk', 'partner'], { error: 'must be desk or partner' }).default('desk'),
    /** The helpline the screens' 'Call the helpline' dials (tel:). */
    ASSIST_HELPLINE: z
      .string()
      .regex(/^\+?[0-9]{3,15}$/, 'must be a phone number')
      .default('1800000000'),
    /** The number the SMS fallback writes to (sms:). */
    ASSIST_SMS_NUMBER: z
      .string()
      .regex(/^\+?[0-9]{3,15}$/, 'must be a phone number')
      .default('9000000000'),
    ASSIST_PARTNER_URL: optionalUrl,
    ASSIST_PARTNER_API_KEY: optionalText,
    /** Signs the partner's status webhooks (HMAC-SHA256 of the raw body, hex, in x-signature). */
    ASSIST_PARTNER_WEBHOOK_SECRET: optionalText,
    ASSIST_PARTNER_TIMEOUT_MS: intFrom(5000, 100, 60000),
    /** Tries of one send before the request waits for the next round (a round runs every ASSIST_RETRY_MS). */
    ASSIST_PARTNER_RETRIES: intFrom(2, 0, 5),
    ASSIST_RETRY_MS: intFrom(15_000, 100, 3_600_000),
    /** Failed sends in a row that open the circuit breaker, and how long it stays open. */
    ASSIST_BREAKER_FAILURES: intFrom(5, 1, 1000),
    ASSIST_BREAKER_OPEN_MS: intFrom(30_000, 100, 3_600_000),
    /** Requests one account may make an hour beyond its first (the first always goes through). */
    ASSIST_REQUESTS_PER_HOUR: intFrom(5, 1, 1000),
    /** Requests one address may make an hour from accounts that already have one (a flood from one place). */
    ASSIST_REQUESTS_PER_IP_PER_HOUR: intFrom(60, 1, 1_000_000),

    // Live charger status from the networks through OCPI 2.2.1 (issue 33, docs/ocpi.md).
    /** Where networks reach us ('https://ev.example.in'): the versions and endpoint URLs we give them. Unset: the request's own host. */
    OCPI_PUBLIC_URL: optionalUrl,
    /** Our own party as networks know it (CredentialsRole: country code and a three-character party id). */
    OCPI_COUNTRY_CODE: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be two capital letters (ISO 3166-1 alpha-2)')
      .default('IN'),
    OCPI_PARTY_ID: z
      .string()
      .regex(/^[A-Z0-9]{3}$/, 'must be three capital letters or digits')
      .default('EVI'),
    /** Keys the tokens' hashes and encrypts the tokens we send; unset: derived from OTP_PEPPER. */
    OCPI_TOKEN_SECRET: optionalText,
    /** PUTs and PATCHes one network may send per minute (its own limit, apart from the app's per-address budget). */
    OCPI_PUSHES_PER_PARTY_PER_MINUTE: intFrom(120_000, 1, 1_000_000_000),
    /** A pushed Location may be this large (a site with many EVSEs is far over the app's own BODY_LIMIT_BYTES). */
    OCPI_BODY_LIMIT_BYTES: intFrom(262_144, 4096, 10_485_760),
    /** http:// partner URLs (a local fake network); unset: allowed outside production only. */
    OCPI_ALLOW_HTTP: optionalBool,
    OCPI_TIMEOUT_MS: intFrom(10_000, 100, 120_000),
    /** Tries per page of a pull before it stops and records where (back-off doubles from OCPI_RETRY_BASE_MS). */
    OCPI_PULL_TRIES: intFrom(4, 1, 10),
    OCPI_RETRY_BASE_MS: intFrom(1000, 1, 60_000),
    /** Minutes between scheduled pulls of every network's Tariffs (0: only after a registration and on sync). */
    OCPI_TARIFF_PULL_MINUTES: intFrom(60, 0, 10_080),
    /** How a status written on one instance reaches the others: auto (PostgreSQL LISTEN/NOTIFY, else Redis pub/sub, else none), postgres, redis or none. */
    OCPI_LIVE_FEED: z
      .enum(['auto', 'postgres', 'redis', 'none'], { error: 'must be auto, postgres, redis or none' })
      .default('auto'),
    /** Every this many seconds an instance also reads the statuses changed since it last looked (a missed message, npm run ocpi). */
    OCPI_LIVE_CATCHUP_SECONDS: intFrom(30, 1, 86_400),
  })
  .superRefine((env, ctx) => {
    const provider = env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? undefined : 'console');
    if (!provider) {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'must be set in production (msg91 or twilio)' });
    }
    if (provider === 'console' && env.NODE_ENV === 'production' && !env.SMS_ALLOW_CONSOLE_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'console prints codes to the log and is refused in production; set SMS_ALLOW_CONSOLE_IN_PRODUCTION=true to allow it',
      });
    }
    if (provider === 'msg91') {
      for (const key of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=msg91' });
      }
    }
    if (provider === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
    if (!env.GOOGLE_MAPS_API_KEY) {
      const using = [
        env.MAPS_PROVIDER === 'google' && 'MAPS_PROVIDER=google',
        env.ROUTE_PROVIDER === 'google' && 'ROUTE_PROVIDER=google',
      ].filter(Boolean);
      if (using.length)
        ctx.addIssue({
          code: 'custom',
          path: ['GOOGLE_MAPS_API_KEY'],
          message: `is required when ${using.join(' or ')}`,
        });
    }
    if (env.ROUTE_PROVIDER === 'osrm' && !env.OSRM_URL) {
      ctx.addIssue({ code: 'custom', path: ['OSRM_URL'], message: 'is required when ROUTE_PROVIDER=osrm' });
    }
    if (env.ASSIST_PROVIDER === 'partner') {
      for (const key of ['ASSIST_PARTNER_URL', 'ASSIST_PARTNER_API_KEY', 'ASSIST_PARTNER_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when ASSIST_PROVIDER=partner' });
      }
    }
    if (env.REGISTRY_PROVIDER === 'http') {
      for (const key of ['REGISTRY_BASE_URL', 'REGISTRY_API_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when REGISTRY_PROVIDER=http' });
      }
    }
    if (env.ANALYTICS_PROVIDER === 'plausible' && !env.PLAUSIBLE_DOMAIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PLAUSIBLE_DOMAIN'],
        message: 'is required when ANALYTICS_PROVIDER=plausible',
      });
    }
    if (env.ANALYTICS_PROVIDER === 'ga4') {
      for (const key of ['GA4_MEASUREMENT_ID', 'GA4_API_SECRET', 'GA4_SITE_DOMAIN'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when ANALYTICS_PROVIDER=ga4' });
      }
    }
    if (env.NODE_ENV === 'production' && !env.MAPS_TOKEN_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAPS_TOKEN_SECRET'],
        message: 'must be set in production (a long random secret)',
      });
    }
    if (env.OCPI_LIVE_FEED === 'redis' && !env.REDIS_URL) {
      ctx.addIssue({ code: 'custom', path: ['OCPI_LIVE_FEED'], message: 'redis needs REDIS_URL' });
    }
    if (env.OCPI_LIVE_FEED === 'postgres' && !/^postgres(ql)?:\/\//i.test(env.DATABASE_URL)) {
      ctx.addIssue({ code: 'custom', path: ['OCPI_LIVE_FEED'], message: 'postgres needs a postgres:// DATABASE_URL' });
    }
    if (env.NODE_ENV === 'production' && !env.OTP_PEPPER) {
      ctx.addIssue({
        code: 'custom',
        path: ['OTP_PEPPER'],
        message: 'must be set in production (a long random secret)',
      });
    }
  })
  .transform((env) => ({
    ...env,
    SMS_PROVIDER: env.SMS_PROVIDER ?? 'console',
    OTP_PEPPER: env.OTP_PEPPER ?? 'development-pepper-not-for-production',
    MAPS_TOKEN_SECRET: env.MAPS_TOKEN_SECRET ?? 'development-maps-secret-not-for-production',
    TRIP_SEARCH_THREADS:
      env.TRIP_SEARCH_THREADS ?? (env.NODE_ENV === 'test' ? 0 : Math.min(4, os.availableParallelism() - 1)),
    SQLITE_CHECKPOINT_THREAD: env.SQLITE_CHECKPOINT_THREAD ?? env.NODE_ENV !== 'test',
    OCPI_ALLOW_HTTP: env.OCPI_ALLOW_HTTP ?? env.NODE_ENV !== 'production',
  }));

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {}

export function formatConfigError(error: z.ZodError): string {
  return error.issues
    .map((issue) => `Invalid environment variable ${issue.path.join('.') || '(unknown)'}: ${issue.message}`)
    .join('\n');
}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // The sample registry is made-up data: in production it loads only when asked for, so a real
  // number that happens to match a sample one never shows a made-up owner.
  const withDefaults =
    env.REGISTRY_SEED === undefined && env.NODE_ENV === 'production' ? { ...env, REGISTRY_SEED: 'false' } : env;
  const result = envSchema.safeParse(withDefaults);
  if (!result.success) throw new ConfigError(formatConfigError(result.error));
  return result.data;
}
