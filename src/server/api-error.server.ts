import { translate } from '../domain/i18n/translate.ts';

/**
 * An error meant for the person using the app: an HTTP status and a catalogue key.
 * The error handler words it with the catalogue; anything else becomes a plain 500 message.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly vars: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(translate(messageKey, vars));
  }
}

export const unauthorized = () => new ApiError(401, 'errors.unauthorized');
