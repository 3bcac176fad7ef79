/**
 * Exact money and quantities for tariff prices: rationals of two bigints, never floats. A JSON
 * number (0.2124, 21.24, 1.18, 5.2) is read through its shortest decimal string (`String(n)`, the
 * digits JSON wrote for it), so 0.1 is exactly one tenth. Products by kWh (any decimals) and by
 * time (milliseconds over an hour: thirds and more) stay exact as fractions; nothing is rounded
 * until a caller asks: `roundHalfUp` to paise (2 decimals) for what people see and for final
 * totals, decision 0021. Negative amounts do not occur in prices and are not supported by rounding.
 */

/** An exact rational number n/d (d > 0, in lowest terms). */
export interface Exact {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

const make = (n: bigint, d: bigint): Exact => {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  if (d === 1n || n === 0n) return { n, d: n === 0n ? 1n : d };
  const g = gcd(n, d);
  return g === 1n ? { n, d } : { n: n / g, d: d / g };
};

export const ZERO: Exact = { n: 0n, d: 1n };
export const ONE: Exact = { n: 1n, d: 1n };

/** A whole number or a fraction of whole numbers. */
export const ratio = (n: bigint | number, d: bigint | number = 1n): Exact => make(BigInt(n), BigInt(d));

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * The exact value of a decimal string or of a JSON number through its shortest decimal string
 * ('1e-7' and '1.5e+21' included). Refuses NaN, Infinity and anything that is not a decimal.
 */
export function exact(value: number | string): Exact {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const match = DECIMAL.exec(String(value).trim());
  if (!match) throw new RangeError(`not a decimal number: ${String(value)}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const shift = Number(exponent) - fraction.length;
  let n = BigInt(whole + fraction);
  if (sign === '-') n = -n;
  return shift >= 0 ? make(n * 10n ** BigInt(shift), 1n) : make(n, 10n ** BigInt(-shift));
}

export const add = (a: Exact, b: Exact): Exact =>
  a.d === b.d ? make(a.n + b.n, a.d) : make(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Exact, b: Exact): Exact => add(a, { n: -b.n, d: b.d });
export const mul = (a: Exact, b: Exact): Exact => make(a.n * b.n, a.d * b.d);
export const div = (a: Exact, b: Exact): Exact => make(a.n * b.d, a.d * b.n);
export const sum = (items: readonly Exact[]): Exact => items.reduce(add, ZERO);

/** -1, 0 or 1 as a is below, equal to or above b. */
export const compare = (a: Exact, b: Exact): -1 | 0 | 1 => {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
};
export const isZero = (a: Exact): boolean => a.n === 0n;
export const min = (a: Exact, b: Exact): Exact => (compare(a, b) <= 0 ? a : b);
export const max = (a: Exact, b: Exact): Exact => (compare(a, b) >= 0 ? a : b);

/** The smallest whole multiple of `step` at or above `a` (step > 0): step_size's rounding up. */
export function ceilToMultiple(a: Exact, step: Exact): Exact {
  const q = div(a, step);
  const whole = q.n / q.d + (q.n % q.d === 0n ? 0n : 1n);
  return mul(ratio(whole), step);
}

/** `a` as a whole count of 10^-decimals, rounded half up (0.125 → 0.13 at 2 decimals). */
export function roundHalfUp(a: Exact, decimals: number): bigint {
  const scaled = a.n * 10n ** BigInt(decimals);
  const twice = (2n * scaled + a.d) / (2n * a.d);
  return a.n >= 0n ? twice : -roundHalfUp({ n: -a.n, d: a.d }, decimals);
}

/** Paise (or cents) of an amount, rounded half up: the figure people are shown and billed. */
export const toMinorUnits = (a: Exact): bigint => roundHalfUp(a, 2);

/** Millionths of a currency unit, rounded half up. */
export const toMicros = (a: Exact): bigint => roundHalfUp(a, 6);

/** A decimal string with exactly `decimals` decimals, rounded half up: '21.24', '0.383'. */
export function formatDecimal(a: Exact, decimals = 2): string {
  const units = roundHalfUp(a, decimals);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const head = digits.slice(0, digits.length - decimals);
  const tail = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${head}${tail}`;
}

/** A JavaScript number near `a`, for charts and logs only: never computed with as money. */
export const approximate = (a: Exact): number => Number(a.n) / Number(a.d);
