/**
 * POST /ev/droom/ev-tco → data (spec section 3 "Cost of ownership result"), plus what we add beyond
 * the spec: every assumption used and the petrol comparison. Amounts are whole rupees over 5 years.
 */
export interface TcoAssumption {
  /** A stable key, e.g. 'tariff'. */
  key: string;
  /** What it is, in words shown on screen, e.g. 'Home charging tariff'. */
  label: string;
  /** The value as shown, with its unit, e.g. '₹8 per kWh'. */
  value: string;
  /** Where the figure comes from. */
  source: string;
  /**
   * The same three as catalogue keys (tco.en.ts `tcoAssumption`) and their figures, so the app
   * words them in the reader's language (issue 18). A value that is a figure alone ('18%') has
   * no words: `value` is shown as it is.
   */
  words: { label: AssumptionWords; value?: AssumptionWords; source: AssumptionWords };
}

/** A catalogue key and the figures for its {{placeholders}}, already formatted ('₹12,49,000'); `count` picks a plural. */
export interface AssumptionWords {
  key: string;
  vars?: Record<string, string | number>;
}

export interface PetrolComparison {
  /** Fuel for the same kilometres in an equivalent petrol vehicle over 5 years, rupees. */
  fuel_cost: number;
  /** What the electric vehicle saves on energy over 5 years (petrol fuel − charging), rupees. */
  saving: number;
  assumptions: TcoAssumption[];
}

export interface TcoResult {
  product_id: string;
  product_title: string;
  stock_image: string;
  ex_showroom_price: number;
  /** Monthly kilometres the result was worked out for. */
  kms: number;
  tco: number;
  insurance_cost: number;
  /** Charging cost (the spec's name is fuel_cost). */
  fuel_cost: number;
  tyre_change_cost: number;
  service_cost: number;
  depreciation_cost: number;
  assumptions: TcoAssumption[];
  petrol_comparison: PetrolComparison;
}
