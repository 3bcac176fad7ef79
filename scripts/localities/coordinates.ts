// Reading the directory's coordinates. Pure.

/** How a coordinate text was read: a plain number, or degrees written with a sign ('17°57'17.7"'). */
export interface ParsedCoordinate {
  value: number;
  /** True when the text was not a plain decimal number (a degree sign, minutes, N/E). */
  rewritten: boolean;
}

const PLAIN = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
// 17°57'17.7"  ·  28.430354° N  ·  78°35'48.3 E  ·  17° 57.5'
const DEGREES =
  /^([+-]?\d+(?:\.\d+)?)\s*°\s*(?:(\d+(?:\.\d+)?)\s*['′]\s*)?(?:(\d+(?:\.\d+)?)\s*(?:["″]|'')?\s*)?([NSEW])?$/i;

/** One coordinate of the file: a decimal number or degrees-minutes-seconds; undefined when empty or unreadable. */
export function parseCoordinate(text: string | undefined): ParsedCoordinate | undefined {
  const t = (text ?? '').trim();
  if (!t) return undefined;
  if (PLAIN.test(t)) return { value: Number.parseFloat(t), rewritten: false };
  const m = DEGREES.exec(t);
  if (!m) return undefined;
  const degrees = Number.parseFloat(m[1]!);
  const minutes = m[2] ? Number.parseFloat(m[2]) : 0;
  const seconds = m[3] ? Number.parseFloat(m[3]) : 0;
  if (minutes >= 60 || seconds >= 60) return undefined;
  const sign = degrees < 0 || /[SW]/i.test(m[4] ?? '') ? -1 : 1;
  return { value: sign * (Math.abs(degrees) + minutes / 60 + seconds / 3600), rewritten: true };
}
