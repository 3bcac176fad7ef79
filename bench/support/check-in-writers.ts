import fs from 'node:fs';
import { WRITE_LIMITS } from '../../src/domain/checkins/checkin-rules.ts';
import { seededRandom } from '../../tests/support/seeded-random.ts';
import { call } from './api-call.ts';
import type { AppServer } from './app-server.ts';

/**
 * People who write check-ins for the write row, signed in through the real flow (PUT send-otp,
 * the code from the server's SMS outbox, PUT verify-otp), and the (person, station) pairs they
 * write for, handed out so that every request is a write the limits allow: a person writes at
 * most WRITE_LIMITS.checkInsPerDay (30) check-ins, each at a different station (so never twice at
 * one within 30 minutes); people are taken in turn. The server's per-address limit
 * (STATION_WRITES_PER_IP_PER_HOUR) must be set out of reach (bench/api.ts does).
 *
 * When the pairs run out, the next ones go to people who have used theirs (refused with 429; the
 * row counts them and fails), so `beforeRound` signs more people in first when the pairs left are
 * fewer than 1.5× what the last round used.
 */
const PER_PERSON = WRITE_LIMITS.checkInsPerDay;
const SIGN_IN_BATCH = 25;

export class CheckInWriters {
  private readonly tokens: string[] = [];
  private readonly used: number[] = [];
  private readonly stations: string[];
  private cursor = 0;
  /** Pairs handed out, and at the last round's start. */
  private handedOut = 0;
  private atLastRound = 0;
  /** Pairs handed out after every person had used theirs (each is refused). */
  exhausted = 0;
  private mobiles = 0;

  constructor(
    private readonly server: AppServer,
    stationIds: readonly string[],
  ) {
    const random = seededRandom(30);
    this.stations = [...stationIds];
    for (let i = this.stations.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [this.stations[i], this.stations[j]] = [this.stations[j] as string, this.stations[i] as string];
    }
  }

  get people(): number {
    return this.tokens.length;
  }

  get remaining(): number {
    return this.tokens.length * PER_PERSON - this.used.reduce((a, b) => a + b, 0);
  }

  /** The next allowed write: its path (the station's id percent-encoded) and the person's token. */
  next(): { path: string; token: string } {
    const people = this.tokens.length;
    let p = this.cursor++ % people;
    for (let tries = 0; tries < people && (this.used[p] as number) >= PER_PERSON; tries++) p = this.cursor++ % people;
    const n = this.used[p] as number;
    if (n >= PER_PERSON) this.exhausted++;
    this.used[p] = n + 1;
    this.handedOut++;
    // Person p's n-th write: 30 different stations per person.
    const station = this.stations[(p * PER_PERSON + (n % PER_PERSON)) % this.stations.length] as string;
    return { path: `/ev/stations/${encodeURIComponent(station)}/check-ins`, token: this.tokens[p] as string };
  }

  /** Signs `count` new people in, SIGN_IN_BATCH at a time. */
  async signIn(count: number): Promise<void> {
    const started = performance.now();
    for (let done = 0; done < count; done += SIGN_IN_BATCH) {
      // 7xxxxxxxxx, new numbers: the synthetic people are 60xxxxxxxx.
      const mobiles = Array.from(
        { length: Math.min(SIGN_IN_BATCH, count - done) },
        () => `7${String(this.mobiles++).padStart(9, '0')}`,
      );
      await Promise.all(mobiles.map((mobile) => this.put('/ev/user/send-otp', { mobile })));
      const codes = await this.codesFor(mobiles);
      const tokens = await Promise.all(
        mobiles.map((mobile) =>
          this.put('/ev/user/verify-otp', { mobile, otp: codes.get(mobile) }).then(
            (d) => (d as { token: string }).token,
          ),
        ),
      );
      for (const token of tokens) {
        this.tokens.push(token);
        this.used.push(0);
      }
    }
    console.log(
      `check-in writers: ${count} people signed in (send-otp, code from the outbox, verify-otp) in ${((performance.now() - started) / 1000).toFixed(1)} s; ${this.people} in all, ${this.remaining} writes left`,
    );
  }

  /** Before a round: enough pairs left for 1.5× what the last round used (no top-up before the first). */
  async beforeRound(): Promise<void> {
    const lastRound = this.handedOut - this.atLastRound;
    this.atLastRound = this.handedOut;
    const wanted = Math.ceil(lastRound * 1.5);
    if (this.remaining < wanted) await this.signIn(Math.ceil((wanted - this.remaining) / PER_PERSON));
    this.atLastRound = this.handedOut;
  }

  private async put(url: string, body: unknown): Promise<unknown> {
    const reply = await call(this.server, 'PUT', url, JSON.stringify(body));
    const json = JSON.parse(reply.text) as { success?: boolean; message?: string; data?: unknown };
    if (reply.status !== 200 || json.success === false)
      throw new Error(`PUT ${url} → ${reply.status} ${json.message ?? reply.text.slice(0, 200)}`);
    return json.data;
  }

  /** The codes sent to these numbers, read from the server's SMS outbox (JSON lines). */
  private async codesFor(mobiles: readonly string[]): Promise<Map<string, string>> {
    const wanted = new Set(mobiles);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const codes = new Map<string, string>();
      for (const line of fs.readFileSync(this.server.outbox, 'utf8').split('\n')) {
        if (!line) continue;
        const sent = JSON.parse(line) as { mobile: string; otp: string };
        if (wanted.has(sent.mobile)) codes.set(sent.mobile, sent.otp);
      }
      if (codes.size === wanted.size) return codes;
      if (Date.now() > deadline) throw new Error(`only ${codes.size} of ${wanted.size} codes in ${this.server.outbox}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
