/**
 * The station filter chips (connector families, fast DC, operator). Kept free of zod so the
 * station screens can use them without loading the validation library.
 */
export const CONNECTOR_FILTERS = [
  'CCS2',
  'Type 2',
  'CHAdeMO',
  'Bharat AC-001',
  'Bharat DC-001',
  'GB/T DC',
  'LEV',
] as const;
export type ConnectorFilter = (typeof CONNECTOR_FILTERS)[number];

export interface StationFilters {
  connectors?: ConnectorFilter[];
  fastOnly?: boolean;
  operator?: string;
  /** Nearby only: a charging point free, by a network's live status of the last 30 minutes (issue 33). */
  availableNow?: boolean;
}

/** Fast DC charging, for the 'fast DC (≥ 25 kW)' chip. */
export const FAST_DC_KW = 25;
