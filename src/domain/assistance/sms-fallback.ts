import type { Problem } from './assistance-rules.ts';

/**
 * The `sms:` link for when data fails (issue 39): the request's essentials in one short text the
 * desk can act on — position (6 decimals: about 10 cm), problem, registration, the landmark.
 * `?body=` is what Android and iOS both read.
 */
export function smsFallbackBody(parts: {
  lat: number | null;
  lng: number | null;
  problem: Problem;
  registration: string;
  landmark: string;
  words: string;
}): string {
  const position = parts.lat !== null && parts.lng !== null ? `${parts.lat.toFixed(5)},${parts.lng.toFixed(5)}` : '?';
  return [
    'HELP EV',
    `AT ${position}`,
    parts.words ? parts.words : '',
    `PROBLEM ${parts.problem}`,
    parts.registration ? `REG ${parts.registration}` : '',
    parts.landmark ? `NEAR ${parts.landmark}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export function smsFallbackLink(number: string, body: string): string {
  return `sms:${number}?body=${encodeURIComponent(body)}`;
}
