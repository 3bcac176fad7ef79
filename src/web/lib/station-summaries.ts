import { useEffect, useSyncExternalStore } from 'react';
import { isStationId, SUMMARY_IDS_MAX } from '../../domain/checkins/station-id.ts';
import type { StationSummary } from '../../domain/checkins/station-summary.ts';
import { stationSummaries } from './checkins-api.ts';

/**
 * Station cards' check-in summaries (issue 17). Every card asks for its own station; the asks of
 * one render are gathered and sent as one GET /ev/stations/summaries per 100 stations. Answers are
 * kept for a minute, and a check-in's answer replaces its station's at once (`keepSummary`), so a
 * card shown after checking in says so. A station that is not ours (Google's place ids) is never
 * asked for; a failed call (offline) leaves the card without its line and is asked again later.
 */
const FRESH_MS = 60_000;

interface Entry {
  summary: StationSummary;
  at: number;
}

const entries = new Map<string, Entry>();
const inFlight = new Set<string>();
let wanted = new Set<string>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function keepSummary(summary: StationSummary): void {
  entries.set(summary.place_id, { summary, at: Date.now() });
  notify();
}

async function flush(): Promise<void> {
  flushTimer = undefined;
  const ids = [...wanted];
  wanted = new Set();
  for (let i = 0; i < ids.length; i += SUMMARY_IDS_MAX) {
    const batch = ids.slice(i, i + SUMMARY_IDS_MAX);
    batch.forEach((id) => inFlight.add(id));
    const answer = await stationSummaries(batch);
    batch.forEach((id) => inFlight.delete(id));
    if (answer.success && answer.data) answer.data.summaries.forEach(keepSummary);
  }
}

function ask(placeId: string): void {
  if (!isStationId(placeId) || inFlight.has(placeId)) return;
  const entry = entries.get(placeId);
  if (entry && Date.now() - entry.at < FRESH_MS) return;
  wanted.add(placeId);
  flushTimer ??= setTimeout(() => void flush(), 0);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The station's summary once known; undefined while it loads, offline, or for a station not ours. */
export function useStationSummary(placeId: string): StationSummary | undefined {
  useEffect(() => ask(placeId), [placeId]);
  return useSyncExternalStore(
    subscribe,
    () => entries.get(placeId)?.summary,
    () => undefined,
  );
}
