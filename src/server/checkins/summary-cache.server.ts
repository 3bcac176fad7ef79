import type { Kysely } from 'kysely';
import { indiaDay } from '../../domain/checkins/checkin-rules.ts';
import type { StationSummary } from '../../domain/checkins/station-summary.ts';
import type { Database } from '../db/tables.ts';
import { boundedCache } from '../http/bounded-caches.server.ts';
import { summariesFor } from './station-summaries.server.ts';

/**
 * The cards' summaries, answered from memory while nothing in the database has changed (issue 17's
 * "nearby stations with their summaries" at 100 connections). A summary is a function of the
 * stored rows and the India day (its 30- and 90-day windows), so the kept answers are dropped
 * whenever the database's change version moves (any write of this process, or a commit by another
 * instance or `npm run moderate` on the same SQLite file: data-version.server.ts) or the day
 * turns. A hidden check-in is thus gone from the next answer, as without the cache. Where no
 * change version exists (PostgreSQL, where instances share the database over the network), every
 * call reads the database.
 */
export class SummaryCache {
  /** More than the stations, so every card fits; the least recently used goes first (CACHES.stationSummaries). */
  private readonly entries = boundedCache<StationSummary>('stationSummaries');
  private key = '';

  constructor(
    private readonly db: Kysely<Database>,
    private readonly changeVersion: () => number | null,
  ) {}

  async summary(placeId: string, now: number): Promise<StationSummary> {
    const [summary] = await this.summaries([placeId], now);
    return summary!;
  }

  async summaries(placeIds: readonly string[], now: number): Promise<StationSummary[]> {
    const version = this.changeVersion();
    if (version === null) return summariesFor(this.db, placeIds, now);
    const key = `${version}:${indiaDay(now)}`;
    if (key !== this.key) {
      this.entries.clear();
      this.key = key;
    }
    const answer = new Map<string, StationSummary>();
    const missing: string[] = [];
    for (const id of placeIds) {
      const kept = this.entries.get(id);
      if (kept) answer.set(id, kept);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const summary of await summariesFor(this.db, missing, now)) {
        answer.set(summary.place_id, summary);
        // Read after `key` was taken, so never older than it; after a newer change it is not kept.
        if (this.key === key) this.entries.set(summary.place_id, summary);
      }
    }
    return placeIds.map((id) => answer.get(id)!);
  }
}
