/**
 * A charging station as the app keeps it (data/stations/stations.csv, BEE + Open Charge Map).
 * Connectors are normalised names: CCS2, Type 2, Bharat AC-001, Bharat DC-001, CHAdeMO, GB/T DC,
 * CEE 3 Pin, IEC 60309 3-pin, Type 1, and for two- and three-wheelers 'LEV AC' and 'LEV DC …'.
 */
export interface Station {
  id: string;
  /** bee, ocm or bee+ocm */
  source: string;
  sourceId: string;
  name: string;
  operator: string;
  address: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  /** Highest power of any connector, in kW; null when no source gives it. */
  maxKw: number | null;
  connectors: string[];
  /** Only two/three-wheeler (LEV) connectors: a car cannot charge here. */
  levOnly: boolean;
}

export const isLevConnector = (connector: string) => /^LEV\b/i.test(connector);
