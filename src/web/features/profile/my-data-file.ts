import { indiaDate } from '../../../domain/checkins/checkin-rules.ts';
import { connection } from '../../lib/connection-status.ts';
import { i18n, wordMessage } from '../../lib/i18n.ts';
import { storage } from '../../lib/storage.ts';

/**
 * 'Download my data' (issue 17, DPDP Act 2023): GET /ev/user/my-data with the token, saved as the
 * file the server names in Content-Disposition. Not through api-client's `api`, which reads the
 * answer as an envelope and keeps no headers; errors are worded the same way (never a throw).
 */
export type MyDataFile = { ok: true; blob: Blob; fileName: string } | { ok: false; message: string; status: number };

/** What a name taken from a header may keep: letters, digits, dot, dash, underscore; no path. */
const SAFE_NAME = /^[\w.-]{1,100}$/;

/** The name the server gives when the header has none: ev-india-my-data-YYYY-MM-DD.json (India's date). */
export const fallbackFileName = (now: number) => `ev-india-my-data-${indiaDate(now)}.json`;

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`
 * or a bare `filename=…`. Anything with a path, a character outside [A-Za-z0-9._-] or no .json
 * ending gives the fallback, so the phone never saves under a name the header made up.
 */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  let name = '';
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = '';
    }
  }
  if (!name) name = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition)?.slice(1).find((part) => part !== undefined) ?? '';
  return SAFE_NAME.test(name) && name.toLowerCase().endsWith('.json') && !name.startsWith('.') ? name : fallback;
}

export async function fetchMyData(): Promise<MyDataFile> {
  const token = storage.token();
  let response: Response;
  try {
    response = await fetch('/ev/user/my-data', { headers: { token }, cache: 'no-store' });
  } catch {
    connection.noteAnswer(null);
    return { ok: false, message: i18n.t('errors.network'), status: 0 };
  }
  connection.noteAnswer(response);
  if (!response.ok) {
    let sent = '';
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') sent = body.message;
    } catch {
      // no JSON: the generic words below
    }
    // As api-client does: a 401 means the session has ended; the screen's guard takes the person to sign in.
    if (response.status === 401 && token) storage.signOut();
    return { ok: false, message: sent ? wordMessage(sent) : i18n.t('errors.generic'), status: response.status };
  }
  try {
    const blob = await response.blob();
    return { ok: true, blob, fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackFileName(Date.now())) };
  } catch {
    return { ok: false, message: i18n.t('errors.network'), status: 0 };
  }
}

/** Hands the file to the browser's download (an <a download> on an object URL, released a minute later). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
