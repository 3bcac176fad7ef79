import { myDataFileName } from '../../../../domain/checkins/checkin-rules.ts';
import { envelopeOf, noAnswer, send } from '../../../lib/api-client.ts';
import { i18n, wordMessage } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';

/** The file of 'Download my data', with the name to save it under; or why there is none. */
export type MyDataDownload =
  { ok: true; blob: Blob; fileName: string } | { ok: false; message: string; status: number };

/**
 * GET /ev/user/my-data with the token (issue 17, DPDP Act 2023): the person's data as a file (the
 * envelope of a MyDataFile), saved under the name the server gives it too (myDataFileName: India's
 * date). Read as a file, not as the envelope `api` reads; errors are worded the same way (never a throw).
 */
export async function getMyData(): Promise<MyDataDownload> {
  const token = storage.token();
  const response = await send('GET', '/ev/user/my-data', undefined, { token }, 'no-store');
  if (!response) {
    const { message, status } = noAnswer();
    return { ok: false, message, status };
  }
  if (!response.ok) {
    const sent = (await envelopeOf(response))?.message;
    // As api-client does: a 401 means the session has ended; the screen's guard takes the person to sign in.
    if (response.status === 401 && token) storage.signOut();
    return {
      ok: false,
      message: typeof sent === 'string' && sent ? wordMessage(sent) : i18n.t('errors.generic'),
      status: response.status,
    };
  }
  try {
    const blob = await response.blob();
    return { ok: true, blob, fileName: myDataFileName(Date.now()) };
  } catch {
    return { ok: false, message: i18n.t('errors.network'), status: 0 };
  }
}
