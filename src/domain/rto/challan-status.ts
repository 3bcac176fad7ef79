import type { Challan } from './vehicle-lookup.schema.ts';

/**
 * Challan tabs (spec section 4): status Pending and Unpaid count as pending; every other status
 * (Paid, Disposed, Settled in Lok Adalat, ...) counts as paid. Providers differ in case and
 * spacing, so the comparison ignores both.
 */
const PENDING_STATUSES = new Set(['pending', 'unpaid']);

export function isPendingChallan(status: string): boolean {
  return PENDING_STATUSES.has(status.trim().toLowerCase());
}

/** Splits challans into the two tabs, keeping their order. */
export function splitChallans<T extends Pick<Challan, 'challanStatus'>>(challans: readonly T[]): { pending: T[]; paid: T[] } {
  const pending: T[] = [];
  const paid: T[] = [];
  for (const challan of challans) (isPendingChallan(challan.challanStatus) ? pending : paid).push(challan);
  return { pending, paid };
}
