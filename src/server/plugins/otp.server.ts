import { loadTranslations } from '../../domain/i18n/translate.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OtpCeiling } from '../services/otp-ceiling.server.ts';
import { OtpService, otpLimitsFrom } from '../services/otp-service.server.ts';
import { createSmsProvider, type SmsProvider } from '../sms/sms-provider.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    otp: OtpService;
    sms: SmsProvider;
  }
}

/**
 * Sign-in codes (docs/decisions/0002-sign-in-security.md): the SMS provider SMS_PROVIDER names (or
 * the one a test gives), and the code service with its limits in the database and its global
 * hourly ceiling in the counter store, which pages the operator when reached.
 */
export default fp(
  async (app: FastifyInstance, options: { sms?: SmsProvider }) => {
    // The code's SMS is worded in the person's language: every language's catalogue, loaded once.
    await loadTranslations();
    const sms = options.sms ?? createSmsProvider(app.config, app.log);
    app.decorate('sms', sms);
    const ceiling = new OtpCeiling(app.counters, app.config.OTP_SENDS_GLOBAL_PER_HOUR, (details) =>
      app.log.error(
        { alert: 'page-operator', ...details },
        'sign-in codes reached the global hourly ceiling: sends are refused until the window ends',
      ),
    );
    app.decorate('otp', new OtpService(app.db, sms, otpLimitsFrom(app.config), app.now, app.dbDialect, ceiling));
  },
  { name: 'otp', dependencies: ['db', 'counters'] },
);
