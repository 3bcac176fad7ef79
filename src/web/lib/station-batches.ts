import { useEffect, useSyncExternalStore } from 'react';
import { isStationId, SUMMARY_IDS_MAX } from '../../domain/checkins/station-id.ts';

/**
 * Something every station card asks for about its own station (its check-in summary, its live
 * status), gathered: the asks of one render go out as one GET per 100 stations. Answers are kept for
 * `freshMs`, a station the answer leaves out is kept as having none, and `keep` puts in a newer
 * answer at once (a check-in's own). A station that is not ours (Google's place ids) is never
 * asked for; a failed call (offline) leaves the cards as they were, to be asked again later.
 */
export function stationBatches<T>(
  fetchBatch: (placeIds: string[]) => Promise<T[] | undefined>,
  placeIdOf: (item: T) => string,
  freshMs: number,
) {
  const entries = new Map<string, { item: T | null; at: number }>();
  const inFlight = new Set<string>();
  let wanted = new Set<string>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  /** Grows with every change: what a screen reading many stations at once (useLookup) follows. */
  let version = 0;
  const notify = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };

  const keep = (item: T) => {
    entries.set(placeIdOf(item), { item, at: Date.now() });
    notify();
  };

  const flush = async () => {
    flushTimer = undefined;
    const ids = [...wanted];
    wanted = new Set();
    for (let i = 0; i < ids.length; i += SUMMARY_IDS_MAX) {
      const batch = ids.slice(i, i + SUMMARY_IDS_MAX);
      batch.forEach((id) => inFlight.add(id));
      const items = await fetchBatch(batch);
      batch.forEach((id) => inFlight.delete(id));
      if (!items) continue;
      const at = Date.now();
      for (const id of batch) entries.set(id, { item: null, at });
      items.forEach((item) => entries.set(placeIdOf(item), { item, at }));
      notify();
    }
  };

  const ask = (placeId: string) => {
    if (!isStationId(placeId) || inFlight.has(placeId)) return;
    const entry = entries.get(placeId);
    if (entry && Date.now() - entry.at < freshMs) return;
    wanted.add(placeId);
    flushTimer ??= setTimeout(() => void flush(), 0);
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  /** The station's item once known, null when it has none; undefined while it loads, offline, or for a station not ours. */
  const useStation = (placeId: string): T | null | undefined => {
    useEffect(() => ask(placeId), [placeId]);
    return useSyncExternalStore(
      subscribe,
      () => entries.get(placeId)?.item,
      () => undefined,
    );
  };

  /**
   * What is known of many stations at once (a list sorted by it): asks for each of `placeIds`, and
   * gives a reader of the items known so far, drawn again as more arrive.
   */
  const useLookup = (placeIds: readonly string[]): ((placeId: string) => T | null | undefined) => {
    const key = placeIds.join(',');
    useEffect(() => {
      for (const id of key ? key.split(',') : []) ask(id);
    }, [key]);
    useSyncExternalStore(
      subscribe,
      () => version,
      () => 0,
    );
    return (placeId) => entries.get(placeId)?.item;
  };

  return { keep, useStation, useLookup };
}
