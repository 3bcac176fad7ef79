import fs from 'node:fs';
import { acceptLanguage, dataOf, type TrafficClient } from './traffic-client.ts';
import type { Party } from './traffic-stats.ts';

/**
 * Signing people in through the real code flow, as the app does it: PUT /ev/user/send-otp, the
 * code from the server's SMS outbox (the dev SMS provider writes every code it "sends" to
 * SMS_OUTBOX), PUT /ev/user/verify-otp, then what the verification screen does next
 * (check-profile and the account's language, side by side) and, for a new account, the preference
 * screen's PUT set-preference. Each request from the person's address (X-Forwarded-For).
 */
export class Outbox {
  private offset = 0;
  private rest = '';
  private readonly codes = new Map<string, string>();

  constructor(private readonly file: string) {}

  private readNew(): void {
    if (!fs.existsSync(this.file)) return;
    const fd = fs.openSync(this.file, 'r');
    try {
      const size = fs.fstatSync(fd).size;
      if (size <= this.offset) return;
      const buffer = Buffer.alloc(size - this.offset);
      fs.readSync(fd, buffer, 0, buffer.length, this.offset);
      this.offset = size;
      const lines = (this.rest + buffer.toString('utf8')).split('\n');
      this.rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line) continue;
        const sent = JSON.parse(line) as { mobile: string; otp: string };
        this.codes.set(sent.mobile, sent.otp);
      }
    } finally {
      fs.closeSync(fd);
    }
  }

  /** The last code sent to `mobile`, waiting for it up to `timeoutMs`. */
  async codeFor(mobile: string, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.readNew();
      const code = this.codes.get(mobile);
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code for ${mobile} in ${this.file} after ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export interface SignInOptions {
  client: TrafficClient;
  outbox: Outbox;
  address: string;
  mobile: string;
  party: Party;
  hindi?: boolean;
  /** Waits the person takes: typing the number (before sending), reading the SMS and typing the code. */
  pause?: (step: 'number' | 'code' | 'preference') => Promise<void>;
}

/** The person's session token, or null when a step was refused (the tally has the answer). */
export async function signIn(o: SignInOptions): Promise<string | null> {
  const { client, address, mobile, party } = o;
  const language = acceptLanguage(o.hindi ?? false);
  const send = (kind: string, path: string, json: unknown, token?: string, method: 'PUT' | 'GET' = 'PUT') =>
    client.send(
      address,
      {
        kind,
        method,
        path,
        ...(json !== undefined ? { json } : {}),
        headers: { token: token ?? '' },
        read: true,
        party,
      },
      language,
    );
  await o.pause?.('number');
  const sent = await send('api: sign-in, send code', '/ev/user/send-otp', { mobile });
  if (sent.status !== 200) return null;
  const otp = await o.outbox.codeFor(mobile);
  await o.pause?.('code');
  const verified = dataOf<{ token: string; userPreference?: string }>(
    await send('api: sign-in, verify code', '/ev/user/verify-otp', { mobile, otp }),
  );
  if (!verified?.token) return null;
  const token = verified.token;
  await Promise.all([
    send('api: profile', '/ev/user/check-profile', {}, token),
    send('api: account language', '/ev/user/language', undefined, token, 'GET'),
  ]);
  if (!verified.userPreference || verified.userPreference.length <= 2) {
    await o.pause?.('preference');
    await send(
      'api: set preference',
      '/ev/user/set-preference',
      { userPreference: 'alreadyOwned', grNumber: '', mobile, skipGrNumber: true },
      token,
    );
  }
  return token;
}
