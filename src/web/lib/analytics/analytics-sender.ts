import type { AnalyticsBatch, AnalyticsEvent } from '../../../domain/analytics/analytics-events.ts';
import { MAX_EVENTS_PER_BATCH } from '../../../domain/analytics/event-fields.ts';

/** How often queued events go out while the page stays open. */
export const SEND_EVERY_MS = 30_000;
export const EVENTS_PATH = '/ev/events';

/**
 * One batch off the front of the queue, by fetch with keepalive (it outlives the page, like
 * sendBeacon, and says when it failed), else by sendBeacon where fetch is refused.
 */
function sendBatch(queue: AnalyticsEvent[]): void {
  const events = queue.splice(0, MAX_EVENTS_PER_BATCH);
  if (events.length === 0) return;
  const body = JSON.stringify({ events } satisfies AnalyticsBatch);
  void fetch(EVENTS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => {
    // Offline, or too much in flight for keepalive: a beacon if the browser takes it; usage counts are not worth a retry.
    if (typeof navigator.sendBeacon === 'function')
      navigator.sendBeacon(EVENTS_PATH, new Blob([body], { type: 'application/json' }));
  });
}

const flush = (queue: AnalyticsEvent[]) => {
  while (queue.length > 0) sendBatch(queue);
};

let started = false;

/**
 * Sends the queue when the page is hidden (the person switched apps or closed the tab) and every
 * 30 s; loaded after the first render, so none of it is on the critical path.
 */
export function startSending(queue: AnalyticsEvent[]): void {
  if (started) return;
  started = true;
  window.setInterval(() => flush(queue), SEND_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(queue);
  });
  window.addEventListener('pagehide', () => flush(queue));
}
