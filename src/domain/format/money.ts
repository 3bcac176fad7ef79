/**
 * Prices with their paise, as a tariff gives them: '21.24' → '₹21.24', '50.00' → '₹50', '1234.50'
 * → '₹1,234.50' (Indian grouping); another currency as the network wrote it, never converted:
 * '0.25' EUR → '0.25 EUR'. Amounts come in as exact decimal strings or whole paise, never floats.
 */

/** '1234567' → '12,34,567'. */
const groupDigits = (digits: string): string =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/** A decimal string ('21.24', '-3.5', '50.00') in the currency, paise shown only when there are some. */
export function formatAmount(amount: string, currency = 'INR'): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return currency === 'INR' ? `₹${amount}` : `${amount} ${currency}`;
  const [, sign, whole, fraction = ''] = match;
  const cents = fraction.replace(/0+$/, '');
  const shownFraction = cents.length === 0 ? '' : `.${fraction.padEnd(2, '0')}`;
  const number = `${groupDigits(whole!.replace(/^0+(?=\d)/, ''))}${shownFraction}`;
  return currency === 'INR' ? `${sign}₹${number}` : `${sign}${number} ${currency}`;
}

/** Whole paise → '₹212.40' (or '₹50'). */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return formatAmount(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}
