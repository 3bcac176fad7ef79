import { myDataFileName } from '../../../domain/checkins/checkin-rules.ts';
import { connection } from '../../lib/connection-status.ts';
import { i18n, wordMessage } from '../../lib/i18n.ts';
import { storage } from '../../lib/storage.ts';

/**
 * 'Download my data' (issue 17, DPDP Act 2023): GET /ev/user/my-data with the token, saved under
 * the name the server gives it too (myDataFileName: India's date). Not through api-client's `api`,
 * which reads every answer as a JSON envelope; errors are worded the same way (never a throw).
 */
export type MyDataFile = { ok: true; blob: Blob; fileName: string } | { ok: false; message: string; status: number };

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
    return { ok: true, blob, fileName: myDataFileName(Date.now()) };
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
