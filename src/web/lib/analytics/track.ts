import type { AnalyticsEvent } from '../../../domain/analytics/analytics-events.ts';
import { MAX_EVENTS_PER_BATCH, widthBucket, type EventName } from '../../../domain/analytics/event-fields.ts';
import { i18n } from '../i18n.ts';
import { storage } from '../storage.ts';

/**
 * Anonymous usage events (issue 19), the small part every screen may call: it checks consent and
 * queues the event in memory; the sender (./analytics-sender.ts, loaded after the first render)
 * sends the queue in batches. Nothing is recorded when the browser asks not to be tracked (Do Not
 * Track, Global Privacy Control) or the person turned 'Share anonymous usage data' off.
 */
export const ANALYTICS_OFF_KEY = 'analyticsOff';

type Extra = Pick<AnalyticsEvent, 'with_vehicle' | 'outcome'>;

const queue: AnalyticsEvent[] = [];
let route = '';
let referrer = '';
let sender: Promise<unknown> | undefined;
let senderRunning = false;
let leaveWatched = false;

/**
 * A short visit can end before the sender has loaded: then what is queued goes out by beacon as
 * the page is hidden or left (the sender, once running, does this itself with keepalive fetches).
 */
function beaconIfSenderAbsent(): void {
  if (senderRunning || typeof navigator.sendBeacon !== 'function') return;
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_EVENTS_PER_BATCH);
    navigator.sendBeacon('/ev/events', new Blob([JSON.stringify({ events })], { type: 'application/json' }));
  }
}

function watchLeaving(): void {
  if (leaveWatched) return;
  leaveWatched = true;
  window.addEventListener('pagehide', beaconIfSenderAbsent);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beaconIfSenderAbsent();
  });
}

/** Whether events may be recorded: the browser's signals and the person's switch. */
export function analyticsAllowed(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return false;
  return storage.get(ANALYTICS_OFF_KEY) !== '1';
}

export const analyticsSwitch = {
  on: () => storage.get(ANALYTICS_OFF_KEY) !== '1',
  set(on: boolean) {
    storage.set(ANALYTICS_OFF_KEY, on ? null : '1');
    if (!on) queue.length = 0;
  },
};

/** Records an event on the current screen (its route pattern, never the path). */
export function track(name: EventName, extra: Extra = {}): void {
  if (!route || !analyticsAllowed()) return;
  queue.push({
    name,
    route,
    ...(name === 'page_view' ? { referrer } : {}),
    lang: i18n.language,
    width: widthBucket(window.innerWidth),
    signed_in: storage.token() !== '',
    ...extra,
  });
  watchLeaving();
  sender ??= import('./analytics-sender.ts').then((m) => {
    senderRunning = true;
    m.startSending(queue);
  });
}

/** A screen was shown: its route pattern ('/blogs/:id'), after it rendered. */
export function trackPageView(pattern: string): void {
  if (pattern === route) return;
  referrer = route;
  route = pattern;
  track('page_view');
}
