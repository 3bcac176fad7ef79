import type { Kysely } from 'kysely';
import { WINDOWS } from '../../domain/checkins/checkin-rules.ts';
import { signalChangesAt, stationSignal } from '../../domain/checkins/station-signal.ts';
import type { SummaryFacts } from '../../domain/checkins/station-summary.ts';
import type { StationSignals } from '../../domain/trips/check-in-signals.ts';
import type { Database } from '../db/tables.ts';
import { factsOf } from './station-summaries.server.ts';

/** How often an instance looks for summaries changed by the others (and by `npm run moderate`). */
export const SIGNALS_SYNC_MS = 30_000;
/** Looks back this much further than the last look: a slow commit, a clock a little behind. */
const SYNC_OVERLAP_MS = 60_000;

/**
 * The planner's avoid and prefer sets (src/domain/checkins/station-signal.ts), kept on the event
 * loop from the station summaries and handed to the trip search (`push`), whose threads have no
 * database. Only stations with a check-in in the last 7 days are held. A check-in written here is
 * noted at once; other instances' are read at most SIGNALS_SYNC_MS later. `refresh` is called before
 * each plan: it does nothing unless a note, a look or the end of a window changed something.
 *
 * Live status from the networks (issue 33; docs/ocpi.md) joins the same avoid set: a station
 * whose every EVSE the networks say is out of order or inoperative is avoided like a failed
 * check-in, for as long as that is the latest word, up to 48 hours after it was last heard
 * (`noteLive`, called by the status store for every change, on every instance).
 */
export class StationSignalsKeeper {
  private readonly facts = new Map<string, SummaryFacts>();
  /** Stations the networks say are wholly out of order, and when that was last heard. */
  private readonly outOfOrder = new Map<string, number>();
  private lastLook = Number.NEGATIVE_INFINITY;
  /** The first look reads every recent summary; later ones only what changed since. */
  private loaded = false;
  private dirty = true;
  private nextChange = Number.POSITIVE_INFINITY;
  private pushed = '';
  private looking: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    private readonly push: (signals: StationSignals) => void,
    private readonly warn: (error: Error) => void = () => {},
  ) {}

  /** A check-in written by this instance (or a summary rebuilt): the next plan sees it. */
  note(placeId: string, facts: SummaryFacts | undefined): void {
    if (facts) this.facts.set(placeId, facts);
    else this.facts.delete(placeId);
    this.dirty = true;
  }

  /** A station's live status changed: `allOutOfOrderSince` is when it was heard, or null when some EVSE works (or none is known). */
  noteLive(placeId: string, allOutOfOrderSince: number | null): void {
    if (allOutOfOrderSince === null) {
      if (!this.outOfOrder.delete(placeId)) return;
    } else if (this.outOfOrder.get(placeId) === allOutOfOrderSince) return;
    else this.outOfOrder.set(placeId, allOutOfOrderSince);
    this.dirty = true;
  }

  async refresh(): Promise<void> {
    const now = this.now();
    if (now - this.lastLook >= SIGNALS_SYNC_MS) {
      this.looking ??= this.look(now).finally(() => {
        this.looking = undefined;
      });
      await this.looking;
    }
    if (this.dirty || this.now() >= this.nextChange) this.publish(this.now());
  }

  /** The sets now, as pushed last (for tests and the station page). */
  current(): StationSignals {
    return this.pushed ? (JSON.parse(this.pushed) as StationSignals) : { avoid: [], prefer: [] };
  }

  private async look(now: number): Promise<void> {
    try {
      let query = this.db
        .selectFrom('station_summaries')
        .select(['place_id', 'last_outcome', 'last_at', 'good_at', 'bad_at']);
      query = this.loaded
        ? query.where('updated_at', '>=', this.lastLook - SYNC_OVERLAP_MS)
        : query.where('last_at', '>=', now - WINDOWS.preferMs);
      const rows = await query.execute();
      for (const row of rows) this.note(row.place_id, factsOf(row));
      this.loaded = true;
      this.lastLook = now;
    } catch (error) {
      // The sets stay as they were; the next plan tries again. A plan never fails for this.
      this.warn(error as Error);
      this.lastLook = now - SIGNALS_SYNC_MS + 5_000;
    }
  }

  private publish(now: number): void {
    const avoid: string[] = [];
    const prefer: string[] = [];
    let nextChange = Number.POSITIVE_INFINITY;
    for (const [id, facts] of this.facts) {
      const signal = stationSignal(facts, now);
      if (signal === null && now - facts.lastAt > WINDOWS.preferMs) {
        this.facts.delete(id);
        continue;
      }
      if (signal === 'avoid') avoid.push(id);
      else if (signal === 'prefer') prefer.push(id);
      nextChange = Math.min(nextChange, signalChangesAt(facts, now));
    }
    for (const [id, heardAt] of this.outOfOrder) {
      if (now - heardAt > WINDOWS.avoidMs) {
        this.outOfOrder.delete(id);
        continue;
      }
      avoid.push(id);
      nextChange = Math.min(nextChange, heardAt + WINDOWS.avoidMs + 1);
    }
    const avoided = new Set(avoid);
    this.dirty = false;
    this.nextChange = nextChange;
    const signals = { avoid: [...avoided].sort(), prefer: prefer.filter((id) => !avoided.has(id)).sort() };
    const text = JSON.stringify(signals);
    if (text === this.pushed) return;
    this.pushed = text;
    this.push(signals);
  }
}
