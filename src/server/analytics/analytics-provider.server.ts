import type { AnalyticsEvent } from '../../domain/analytics/analytics-events.ts';

/**
 * Where the app's usage events go (issue 19), chosen by ANALYTICS_PROVIDER: `none`, `local` (daily
 * counts in our own database, the default), `plausible` or `ga4`. Nothing calls a provider but the
 * AnalyticsQueue, so a slow or failing provider never holds up a request.
 */
export interface AnalyticsProvider {
  readonly name: 'none' | 'local' | 'plausible' | 'ga4';
  /**
   * Records `events`, received at `at` (epoch ms; the oldest of them). Rejects on failure, with an
   * AnalyticsSendError when it knows how many of them failed. `signal` aborts the send (the queue's
   * time-out).
   */
  send(events: readonly AnalyticsEvent[], at: number, signal?: AbortSignal): Promise<void>;
}

/** A send that failed for `failed` of its events (the others were recorded). */
export class AnalyticsSendError extends Error {
  constructor(
    readonly failed: number,
    /** Why, for the log: a status, 'timed out', 'unreachable'; never an event's content. */
    readonly reason: string,
  ) {
    super(`${failed} analytics events not recorded: ${reason}`);
  }
}

/** `none`: events are accepted and forgotten. */
export class NoAnalytics implements AnalyticsProvider {
  readonly name = 'none';
  send(): Promise<void> {
    return Promise.resolve();
  }
}

/** The send time-out when the caller gives no signal (the queue always does). */
export const DEFAULT_SEND_TIMEOUT_MS = 5_000;

/** Why a fetch failed, in words fit for the log. */
export function fetchFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  return 'unreachable';
}

/**
 * Runs `post` for every request, at most `parallel` at a time, and throws one AnalyticsSendError
 * adding up the events of the requests that failed. `post` resolves with the failure reason, or
 * undefined when the request was accepted.
 */
export async function postAll<T extends { events: number }>(
  requests: readonly T[],
  parallel: number,
  post: (request: T) => Promise<string | undefined>,
): Promise<void> {
  let next = 0;
  let failed = 0;
  let reason = '';
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as T;
      const failure = await post(request);
      if (failure !== undefined) {
        failed += request.events;
        reason ||= failure;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, requests.length) }, worker));
  if (failed > 0) throw new AnalyticsSendError(failed, reason);
}

/** POSTs JSON; resolves with the failure reason, or undefined for a 2xx answer. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  signal: AbortSignal,
  accept: (response: Response) => string | undefined = () => undefined,
): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    return fetchFailure(error);
  }
  // Nothing in the answer is read; drop it so the connection goes back to the pool.
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) return `HTTP ${response.status}`;
  return accept(response);
}
