/**
 * The fields of an analytics event (issue 19) as closed lists, without the schema (so the
 * browser's small tracking part needs no validation library): analytics-events.ts checks them.
 */
export const EVENT_NAMES = [
  'page_view',
  'otp_sent',
  'otp_verified',
  'preference_chosen',
  'nearby_search',
  'trip_planned',
  'cost_found',
  'rc_lookup',
  'challan_lookup',
  'check_in',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** The app's languages (an event's `lang`): the same nine as the interface. */
export { LANGUAGES } from '../i18n/languages.ts';
/** Screen widths by bucket: phones under 360 px, phones, large phones and small tablets, wider. */
export const WIDTH_BUCKETS = ['xs', 'sm', 'md', 'lg'] as const;
export type WidthBucket = (typeof WIDTH_BUCKETS)[number];
/** How a lookup or search ended; never what was looked up. */
export const OUTCOMES = ['found', 'not_found', 'failed'] as const;

export const MAX_EVENTS_PER_BATCH = 50;

/** A path that matches no screen (it is sent on elsewhere): counted under this, never as typed. */
export const UNKNOWN_ROUTE = '(other)';

/** The width bucket of a viewport width in CSS pixels. */
export function widthBucket(width: number): WidthBucket {
  if (width < 360) return 'xs';
  if (width < 480) return 'sm';
  if (width < 768) return 'md';
  return 'lg';
}
