import type { FastifyBaseLogger } from 'fastify';
import { brand } from '../../domain/brand/brand.config.ts';
import type { SmsProvider } from '../sms/sms-provider.server.ts';
import { maskedMobile } from '../sms/sms-provider.server.ts';
import type { RequestRow } from './assistance-store.server.ts';
import { languageOf, wordsIn } from './assistance-words.server.ts';

/**
 * An SMS at each status change (issue 39), through the app's SMS provider, to the signed-in number
 * and the second number if one was given, in the account's language. A send that fails is logged
 * (masked number) and never undoes the change: the status page shows it either way.
 */
export class AssistanceNotifier {
  /** Sends still under way (tests and the bench wait for them; the app's close does too). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly sms: SmsProvider,
    private readonly helpline: string,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  text(row: RequestRow, language: string): string {
    const { t } = wordsIn(languageOf(language));
    const minutes = row.eta_at === null ? 0 : Math.max(1, Math.round((row.eta_at - this.now()) / 60_000));
    return t(`assistance.sms.${row.status}`, {
      app: brand.appName,
      number: row.number,
      helpline: this.helpline,
      helper: row.helper_name ?? '',
      helperMobile: row.helper_mobile ?? '',
      vehicle: row.helper_vehicle ?? '',
      minutes,
    });
  }

  changed(row: RequestRow, language: string): void {
    const text = this.text(row, language);
    const to = [row.mobile, row.second_mobile].filter((m, i, all) => m && all.indexOf(m) === i);
    for (const mobile of to) {
      const sending = this.sms
        .sendText(mobile, text)
        .catch((error: unknown) =>
          this.log.warn(
            { to: maskedMobile(mobile), request: row.number, reason: (error as Error).message },
            'assistance SMS failed',
          ),
        )
        .finally(() => this.pending.delete(sending));
      this.pending.add(sending);
    }
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
