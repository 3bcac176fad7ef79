import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { brand } from '../../domain/brand/brand.config.ts';
import { translateIn } from '../../domain/i18n/translate.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import type { Config } from '../config.server.ts';

/**
 * Sends a one-time code by SMS, in the person's language, or a plain text (roadside assistance's
 * status). Implementations: console (default), msg91, twilio.
 */
export interface SmsProvider {
  readonly name: string;
  sendOtp(mobile: string, otp: string, language?: Language): Promise<void>;
  sendText(mobile: string, text: string): Promise<void>;
}

export class SmsSendError extends Error {}

/**
 * The code's SMS in a language (the catalogue's `sms.otp`; the server loads every language at
 * start, plugins/otp.server.ts). An Indian sender's SMS must match a template registered on the
 * DLT platform word for word, so each language's wording is its own template (smsTemplates).
 */
export function otpMessage(otp: string, language: Language = 'en'): string {
  return translateIn(language, 'sms.otp', { otp, app: brand.appName });
}

/** The env var naming a language's DLT template id: MSG91_TEMPLATE_ID for English, SMS_TEMPLATE_ID_<LANG> for the others. */
export const templateIdVariable = (language: Language) =>
  language === 'en' ? 'MSG91_TEMPLATE_ID' : (`SMS_TEMPLATE_ID_${language.toUpperCase()}` as const);

/** The template a code goes out with: the language's own when its id is configured, else English's. */
export interface SmsTemplate {
  language: Language;
  templateId: string;
}

/**
 * Each language's DLT template, from config. A language without its own registered template gets
 * the English one (and the English words): an SMS whose words match no registered template is
 * blocked by the operators' scrubbing, so a code in English beats a code that never arrives.
 */
export function smsTemplateFor(config: Partial<Record<string, unknown>>, language: Language): SmsTemplate {
  const own = config[templateIdVariable(language)];
  if (typeof own === 'string' && own) return { language, templateId: own };
  const english = config.MSG91_TEMPLATE_ID;
  return { language: 'en', templateId: typeof english === 'string' ? english : '' };
}

/** '9876543210' → '******3210': enough to tell a developer's test numbers apart. */
export const maskedMobile = (mobile: string) => `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/**
 * Prints the code to the server log: for development only (refused in production by config).
 * The number is masked even so: no log line holds a mobile number (docs/privacy.md); SMS_OUTBOX
 * has the full number for tests and local use.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  constructor(private readonly log: FastifyBaseLogger) {}
  sendOtp(mobile: string, otp: string, language: Language = 'en'): Promise<void> {
    const to = maskedMobile(mobile);
    this.log.info({ to, otp, language }, `SMS to +91 ${to}: ${otpMessage(otp, language)}`);
    return Promise.resolve();
  }
  /** A text may name a helper's number: only its length is logged. */
  sendText(mobile: string, text: string): Promise<void> {
    const to = maskedMobile(mobile);
    this.log.info({ to, characters: text.length }, `SMS to +91 ${to} (${text.length} characters)`);
    return Promise.resolve();
  }
}

async function postOrThrow(url: string, init: RequestInit, timeoutMs: number, provider: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SmsSendError(`${provider}: request failed (${(error as Error).name})`);
  }
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new SmsSendError(`${provider}: answered ${response.status} with a body that is not JSON`);
  }
  if (!response.ok) {
    const detail = (body as { message?: unknown } | undefined)?.message;
    throw new SmsSendError(
      `${provider}: answered ${response.status}${typeof detail === 'string' ? `: ${detail}` : ''}`,
    );
  }
  return body;
}

/**
 * MSG91's OTP API (v5): POST /api/v5/otp with the authkey header and a DLT template id, the
 * person's language's (MSG91 holds each template's words; we send the id and the code).
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  constructor(
    private readonly options: {
      authKey: string;
      templateId: string;
      baseUrl: string;
      timeoutMs: number;
      /** The template for a language; default: `templateId` for every language. */
      templateFor?: (language: Language) => SmsTemplate;
      /** The DLT template of plain texts (its one variable, `message`, is the text); the OTP template if unset. */
      textTemplateId?: string;
    },
  ) {}
  /** MSG91's Flow API (v5): POST /api/v5/flow with a template whose variable `message` carries the text. */
  async sendText(mobile: string, text: string): Promise<void> {
    const url = new URL('/api/v5/flow', this.options.baseUrl);
    const body = await postOrThrow(
      url.toString(),
      {
        method: 'POST',
        headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: this.options.textTemplateId || this.options.templateId,
          short_url: '0',
          recipients: [{ mobiles: `91${mobile}`, message: text }],
        }),
      },
      this.options.timeoutMs,
      'msg91',
    );
    const type = (body as { type?: unknown } | undefined)?.type;
    if (type !== 'success') throw new SmsSendError('msg91: did not confirm the send');
  }
  async sendOtp(mobile: string, otp: string, language: Language = 'en'): Promise<void> {
    const url = new URL('/api/v5/otp', this.options.baseUrl);
    const template = this.options.templateFor?.(language) ?? { language, templateId: this.options.templateId };
    url.searchParams.set('template_id', template.templateId);
    url.searchParams.set('mobile', `91${mobile}`);
    url.searchParams.set('otp', otp);
    const body = await postOrThrow(
      url.toString(),
      {
        method: 'POST',
        headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ otp_expiry: 5 }),
      },
      this.options.timeoutMs,
      'msg91',
    );
    const type = (body as { type?: unknown } | undefined)?.type;
    if (type !== 'success') {
      const message = (body as { message?: unknown } | undefined)?.message;
      throw new SmsSendError(`msg91: ${typeof message === 'string' ? message : 'did not confirm the send'}`);
    }
  }
}

/** Twilio's Messages API: form-encoded POST with HTTP basic auth (account SID and auth token). */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  constructor(
    private readonly options: {
      accountSid: string;
      authToken: string;
      from: string;
      baseUrl: string;
      timeoutMs: number;
      /** The language whose words go out (one with a registered template); default: the person's. */
      templateFor?: (language: Language) => SmsTemplate;
    },
  ) {}
  sendOtp(mobile: string, otp: string, language: Language = 'en'): Promise<void> {
    // Twilio matches the words to the sender's registered DLT templates: only a language with one is sent in its own words.
    const words = this.options.templateFor?.(language).language ?? language;
    return this.sendText(mobile, otpMessage(otp, words));
  }
  async sendText(mobile: string, text: string): Promise<void> {
    const { accountSid, authToken, from, baseUrl, timeoutMs } = this.options;
    const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, baseUrl);
    const form = new URLSearchParams({ To: `+91${mobile}`, From: from, Body: text });
    const body = await postOrThrow(
      url.toString(),
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      },
      timeoutMs,
      'twilio',
    );
    const sid = (body as { sid?: unknown } | undefined)?.sid;
    if (typeof sid !== 'string') throw new SmsSendError('twilio: answer has no message sid');
  }
}

/**
 * Wraps a provider and appends each code sent to a JSON-lines file (SMS_OUTBOX), so tests and
 * people trying the app locally can read their code without a phone.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name: string;
  constructor(
    private readonly inner: SmsProvider,
    private readonly file: string,
  ) {
    this.name = inner.name;
  }
  async sendOtp(mobile: string, otp: string, language: Language = 'en'): Promise<void> {
    await this.inner.sendOtp(mobile, otp, language);
    await fs.mkdir(path.dirname(path.resolve(this.file)), { recursive: true });
    await fs.appendFile(this.file, `${JSON.stringify({ mobile, otp, language, sentAt: new Date().toISOString() })}\n`);
  }
  /** Texts go in as `text` lines: readers of codes take the lines with an `otp`. */
  async sendText(mobile: string, text: string): Promise<void> {
    await this.inner.sendText(mobile, text);
    await fs.mkdir(path.dirname(path.resolve(this.file)), { recursive: true });
    await fs.appendFile(this.file, `${JSON.stringify({ mobile, text, sentAt: new Date().toISOString() })}\n`);
  }
}

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  let provider: SmsProvider;
  switch (config.SMS_PROVIDER) {
    case 'msg91':
      provider = new Msg91SmsProvider({
        authKey: config.MSG91_AUTH_KEY ?? '',
        templateId: config.MSG91_TEMPLATE_ID ?? '',
        baseUrl: config.MSG91_BASE_URL,
        timeoutMs: config.SMS_TIMEOUT_MS,
        templateFor: (language) => smsTemplateFor(config, language),
        textTemplateId: config.MSG91_TEXT_TEMPLATE_ID ?? '',
      });
      break;
    case 'twilio':
      provider = new TwilioSmsProvider({
        accountSid: config.TWILIO_ACCOUNT_SID ?? '',
        authToken: config.TWILIO_AUTH_TOKEN ?? '',
        from: config.TWILIO_FROM ?? '',
        baseUrl: config.TWILIO_BASE_URL,
        timeoutMs: config.SMS_TIMEOUT_MS,
        templateFor: (language) => smsTemplateFor(config, language),
      });
      break;
    default:
      provider = new ConsoleSmsProvider(log);
  }
  return config.SMS_OUTBOX ? new OutboxSmsProvider(provider, config.SMS_OUTBOX) : provider;
}
