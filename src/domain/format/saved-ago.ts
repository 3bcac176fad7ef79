/**
 * How long ago a saved result was fetched, as a screen says it ('Saved · 2 h ago'): the unit and
 * the whole number of them, rounded down, so a result is never said to be fresher than it is.
 * Under a minute is 'just now'; under an hour, minutes; under a day, hours; then days. A time in
 * the future (the phone's clock moved back) is 'just now' rather than a negative age.
 */
export type SavedAgo = { unit: 'justNow'; count: 0 } | { unit: 'minutes' | 'hours' | 'days'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function savedAgo(savedAt: number, now: number): SavedAgo {
  const age = now - savedAt;
  if (!Number.isFinite(age) || age < MINUTE) return { unit: 'justNow', count: 0 };
  if (age < HOUR) return { unit: 'minutes', count: Math.floor(age / MINUTE) };
  if (age < DAY) return { unit: 'hours', count: Math.floor(age / HOUR) };
  return { unit: 'days', count: Math.floor(age / DAY) };
}

/** The catalogue key for an age (pwa.savedJustNow, pwa.savedMinutes, …; the counted ones have _one/_other forms). */
export function savedAgoKey(ago: SavedAgo): string {
  switch (ago.unit) {
    case 'justNow':
      return 'pwa.savedJustNow';
    case 'minutes':
      return 'pwa.savedMinutes';
    case 'hours':
      return 'pwa.savedHours';
    case 'days':
      return 'pwa.savedDays';
  }
}
