/**
 * data/catalogue/price-updates.csv: ex-showroom prices we refreshed from a cited page (issue 42), one row a
 * variant: product_id, ex_showroom_price_inr, price_as_of (the date the page gives the price, YYYY-MM-DD),
 * price_source (its address) and a note. `npm run catalogue:import` applies them over the shared rows' prices,
 * and each refreshed row keeps its price's own source and date (provenance.price_source, price_as_of).
 */
import { csvRecords } from '../../src/domain/csv/csv.ts';

export interface PriceUpdate {
  price: number;
  asOf: string;
  source: string;
}

export const PRICE_UPDATES_FILE = 'price-updates.csv';

/** The file's rows by product_id; a row without a whole positive price, a date or a source is refused. */
export function readPriceUpdates(text: string): Map<string, PriceUpdate> {
  const updates = new Map<string, PriceUpdate>();
  for (const [i, r] of csvRecords(text, { trim: true }).records.entries()) {
    const line = i + 2;
    const id = r.product_id ?? '';
    const price = Number(r.ex_showroom_price_inr);
    if (!id || !Number.isInteger(price) || price <= 0)
      throw new Error(`${PRICE_UPDATES_FILE} line ${line}: needs a product_id and a whole price`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(r.price_as_of ?? ''))
      throw new Error(`${PRICE_UPDATES_FILE} line ${line}: price_as_of must be YYYY-MM-DD`);
    if (!/^https?:\/\//.test(r.price_source ?? ''))
      throw new Error(`${PRICE_UPDATES_FILE} line ${line}: price_source must be the page's address`);
    if (updates.has(id)) throw new Error(`${PRICE_UPDATES_FILE} line ${line}: ${id} is given twice`);
    updates.set(id, { price, asOf: r.price_as_of!, source: r.price_source! });
  }
  return updates;
}
