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
export function splitChallans<T extends Pick<Challan, 'challanStatus'>>(
  challans: readonly T[],
): { pending: T[]; paid: T[] } {
  const pending: T[] = [];
  const paid: T[] = [];
  for (const challan of challans) (isPendingChallan(challan.challanStatus) ? pending : paid).push(challan);
  return { pending, paid };
}

/** The statuses the app words itself (rto.challans.statuses); another status is shown as the provider gives it. */
const KNOWN_STATUSES = ['pending', 'unpaid', 'paid', 'disposed'] as const;
export type ChallanStatusKey = (typeof KNOWN_STATUSES)[number];

/** 'Pending', ' PAID ' → their key; undefined for a status the app has no words for. */
export function challanStatusKey(status: string): ChallanStatusKey | undefined {
  const key = status.trim().toLowerCase();
  return KNOWN_STATUSES.find((known) => known === key);
}
