const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** 2322472 → '23,22,472' (Indian digit grouping). */
export const formatCount = (value: number) => grouping.format(value);
/** 150000 → '₹1,50,000', no decimals (spec section 9). */
export const formatRupees = (value: number) => rupees.format(value);

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2024-08' → 'August 2024'. */
export function formatMonth(yyyyMm: string): string {
  const [year, month] = yyyyMm.split('-').map(Number);
  return month && year ? `${monthNames[month - 1]} ${year}` : yyyyMm;
}
