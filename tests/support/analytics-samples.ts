import type { AnalyticsEvent } from '../../src/domain/analytics/analytics-events.ts';

/** A page view as the browser sends it: an English visitor on a phone, signed out, unless changed. */
export const pageView = (route: string, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  name: 'page_view',
  route,
  referrer: '',
  lang: 'en',
  width: 'sm',
  signed_in: false,
  ...extra,
});

/** A product event on `route`. */
export const productEvent = (
  name: AnalyticsEvent['name'],
  route: string,
  extra: Partial<AnalyticsEvent> = {},
): AnalyticsEvent => ({
  name,
  route,
  lang: 'en',
  width: 'sm',
  signed_in: true,
  ...extra,
});

/** `count` page views of the home screen. */
export const pageViews = (count: number, route = '/evinindia'): AnalyticsEvent[] =>
  Array.from({ length: count }, () => pageView(route));
