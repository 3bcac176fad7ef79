import crypto from 'node:crypto';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-events.ts';
import { DEFAULT_SEND_TIMEOUT_MS, postAll, postJson, type AnalyticsProvider } from './analytics-provider.server.ts';

export interface Ga4Options {
  /** GA4_URL: https://www.google-analytics.com. */
  baseUrl: string;
  /** GA4_MEASUREMENT_ID: the web stream's G-XXXXXXX id. */
  measurementId: string;
  /** GA4_API_SECRET: a Measurement Protocol API secret of that stream; server-side only. */
  apiSecret: string;
  /** GA4_SITE_DOMAIN: the host of page_location. */
  siteDomain: string;
  /** Requests in flight at once within one send. */
  parallel?: number;
}

/** GA4 takes at most 25 events in one request. */
export const GA4_EVENTS_PER_REQUEST = 25;

export interface Ga4Request {
  client_id: string;
  timestamp_micros: number;
  consent: { ad_user_data: 'DENIED'; ad_personalization: 'DENIED' };
  events: Array<{ name: string; params: Record<string, string | number> }>;
}

/**
 * The GA4 Measurement Protocol: POST {GA4_URL}/mp/collect?measurement_id=…&api_secret=…, JSON
 * `{ client_id, events }` with up to 25 events a request
 * (https://developers.google.com/analytics/devguides/collection/protocol/ga4/sending-events).
 * It answers 2xx even for events it then discards, so a 2xx is all we can check.
 *
 * client_id is a new random value for every send: we keep no identifier of a person, so GA4's user
 * and session figures mean nothing; event counts and page views are right. No user_id, no
 * session_id, and ad use of the data is refused (consent DENIED).
 */
export class Ga4Analytics implements AnalyticsProvider {
  readonly name = 'ga4';

  constructor(private readonly options: Ga4Options) {}

  send(
    events: readonly AnalyticsEvent[],
    at: number,
    signal: AbortSignal = AbortSignal.timeout(DEFAULT_SEND_TIMEOUT_MS),
  ): Promise<void> {
    const query = new URLSearchParams({
      measurement_id: this.options.measurementId,
      api_secret: this.options.apiSecret,
    });
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/mp/collect?${query}`;
    const clientId = crypto.randomUUID();
    const requests = [];
    for (let i = 0; i < events.length; i += GA4_EVENTS_PER_REQUEST) {
      const part = events.slice(i, i + GA4_EVENTS_PER_REQUEST);
      requests.push({ events: part.length, body: ga4Request(part, clientId, at, this.options.siteDomain) });
    }
    return postAll(requests, this.options.parallel ?? 4, (request) => postJson(url, request.body, {}, signal));
  }
}

/** The request body for up to 25 of our events. */
export function ga4Request(
  events: readonly AnalyticsEvent[],
  clientId: string,
  at: number,
  siteDomain: string,
): Ga4Request {
  return {
    client_id: clientId,
    timestamp_micros: at * 1000,
    consent: { ad_user_data: 'DENIED', ad_personalization: 'DENIED' },
    events: events.map((event) => {
      const params: Record<string, string | number> = {
        page_location: `https://${siteDomain}${event.route}`,
        // GA4 leaves events without engagement time out of most reports; we do not measure it, so
        // every event claims the least there is.
        engagement_time_msec: 1,
        language: event.lang,
        width: event.width,
        signed_in: event.signed_in ? 'yes' : 'no',
      };
      if (event.referrer) params.page_referrer = `https://${siteDomain}${event.referrer}`;
      if (event.with_vehicle !== undefined) params.with_vehicle = event.with_vehicle ? 'yes' : 'no';
      if (event.outcome !== undefined) params.outcome = event.outcome;
      return { name: event.name, params };
    }),
  };
}
