/**
 * Indian rupee amounts as the spec writes them (section 9): Indian digit grouping, no decimals,
 * e.g. 1249000 → '₹12,49,000'. Shared by the web screens and anything the server words.
 */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 1249000 → '₹12,49,000'. */
export const formatRupees = (value: number): string => rupees.format(value);

/** 2322472 → '23,22,472'. */
export const formatCount = (value: number): string => grouping.format(value);

/** A price that may be missing: null (no source gave one) reads 'NA', never ₹0. */
export const formatPrice = (value: number | null | undefined, missing = 'NA'): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatRupees(value) : missing;
