/**
 * The sources a figure of the EV sales series may cite, by the id the data files use
 * (data/ev-sales/SOURCES-update-2026-06.md names each, with its commit or address and its terms).
 * The card names each in the reader's language (salesNote.sources in src/domain/i18n/areas/sales.*.ts);
 * a month citing an id not listed here is refused by `npm run sales:import`, so every figure shown
 * has a source the card can name. A new source: add its id here and its name in both catalogues.
 */
export const EV_SALES_SOURCE_IDS = [
  /** The Vahan monthly file by vehicle category (Kaggle "India EV Market Data"), used to April 2024. */
  'vahan-category',
  /** e-4W: Vahan, motor cars and cabs, compiled by kapil433/vahan-analytics. */
  'S1',
  /** e-2W: a third-party weekly Vahan retail tracker (vaidyaritesh88/Vahan-app). */
  'S2',
  /** e-2W 2026: the Vahan dashboard's own export (techmuns/OEM-trends-tracker). */
  'S3a',
  /** All EVs 2026: the Vahan dashboard's own export (techmuns/OEM-trends-tracker). */
  'S3b',
  /** FADA's release "Vehicle Retail Data for Jun'26". */
  'F1',
  /** A month the operator downloads from the Vahan dashboard itself (docs/sales-data.md). */
  'vahan',
  /** A month taken from FADA's monthly retail release (docs/sales-data.md). */
  'fada',
] as const;

export type EvSalesSourceId = (typeof EV_SALES_SOURCE_IDS)[number];

export const isEvSalesSourceId = (id: string): id is EvSalesSourceId =>
  (EV_SALES_SOURCE_IDS as readonly string[]).includes(id);
