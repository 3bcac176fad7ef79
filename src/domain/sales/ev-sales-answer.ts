/**
 * The answer of GET /ev/evData (src/domain/api/api-answers.ts), apart from the code that works it
 * out (ev-sales-totals.ts), so the web app imports these types and names without the CSV reader.
 */
import type { EvSalesSourceId } from './ev-sales-sources.ts';

export type CardCategory = 'twoWheeler' | 'fourWheeler';
export const CARD_CATEGORIES: readonly CardCategory[] = ['twoWheeler', 'fourWheeler'];

/** A run of months one category takes from one source. */
export interface EvSalesSourceSpan {
  category: CardCategory;
  source: EvSalesSourceId;
  /** YYYY-MM, both included */
  from: string;
  to: string;
}

export interface EvSalesTotals {
  twoWheeler: number;
  fourWheeler: number;
  /** The last month the figures include, as YYYY-MM: the last month with a figure. */
  asOf: string;
  /** The registry, in English (the card words it in the reader's language). */
  source: string;
  /** Months up to asOf a category has no figure for, so its counter leaves them out (YYYY-MM). */
  missing: Record<CardCategory, string[]>;
  /** Where each category's months come from, in month order. */
  sources: EvSalesSourceSpan[];
}
