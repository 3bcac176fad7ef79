import type { AnalyticsEvent } from '../../domain/analytics/analytics-events.ts';
import { DEFAULT_SEND_TIMEOUT_MS, postAll, postJson, type AnalyticsProvider } from './analytics-provider.server.ts';

export interface PlausibleOptions {
  /** PLAUSIBLE_URL: https://plausible.io, or a self-hosted instance. */
  baseUrl: string;
  /** PLAUSIBLE_DOMAIN: the site's domain as added in Plausible. */
  domain: string;
  /** Requests in flight at once within one send. */
  parallel?: number;
}

/** Plausible's body for one event (https://plausible.io/docs/events-api). */
export interface PlausibleEvent {
  name: string;
  domain: string;
  url: string;
  referrer?: string;
  props: Record<string, string>;
}

/**
 * Plausible's Events API: POST {PLAUSIBLE_URL}/api/event, one request per event (the API takes
 * one), answered 202 Accepted. Our page_view is Plausible's `pageview`; every other event keeps its
 * name as a custom event. The URL is the route pattern on the site's domain, so Plausible never
 * sees an id either; the other fields travel as props (strings only, which is all Plausible keeps).
 *
 * No X-Forwarded-For: we never hand a person's address on, so Plausible sees our server's address
 * and this fixed User-Agent. Two consequences (docs/analytics.md): its unique-visitor figures mean
 * nothing (page views and event counts are right), and Plausible Cloud may take the server's
 * address for a bot's and drop the event, still answering 202 with `x-plausible-dropped: 1`;
 * we count those as failed, so the drop shows in the queue's counters and log instead of silently.
 */
export class PlausibleAnalytics implements AnalyticsProvider {
  readonly name = 'plausible';
  static readonly USER_AGENT = 'EV India server';

  constructor(private readonly options: PlausibleOptions) {}

  send(
    events: readonly AnalyticsEvent[],
    _at: number,
    signal: AbortSignal = AbortSignal.timeout(DEFAULT_SEND_TIMEOUT_MS),
  ): Promise<void> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/api/event`;
    const requests = events.map((event) => ({ events: 1, body: plausibleEvent(event, this.options.domain) }));
    return postAll(requests, this.options.parallel ?? 8, (request) =>
      postJson(url, request.body, { 'user-agent': PlausibleAnalytics.USER_AGENT }, signal, (response) =>
        response.headers.get('x-plausible-dropped') ? 'dropped by Plausible (x-plausible-dropped)' : undefined,
      ),
    );
  }
}

/** The request body for one of our events. */
export function plausibleEvent(event: AnalyticsEvent, domain: string): PlausibleEvent {
  const props: Record<string, string> = {
    lang: event.lang,
    width: event.width,
    signed_in: event.signed_in ? 'yes' : 'no',
  };
  if (event.with_vehicle !== undefined) props.with_vehicle = event.with_vehicle ? 'yes' : 'no';
  if (event.outcome !== undefined) props.outcome = event.outcome;
  return {
    name: event.name === 'page_view' ? 'pageview' : event.name,
    domain,
    url: `https://${domain}${event.route}`,
    ...(event.referrer ? { referrer: `https://${domain}${event.referrer}` } : {}),
    props,
  };
}
