import * as z from 'zod/mini';
import { insightsEn } from '../i18n/areas/insights.en.ts';
import { POLICY_STATES, type PolicyState } from './policy-states.ts';

/** The policies' names live in the catalogue, so the app names them in the reader's language. */
const policies = insightsEn.insights.subsidy.policies;

/**
 * State purchase incentives for electric vehicles, as data (spec section 9; editorial figures
 * from the state policies as notified). An incentive is either per kWh of battery with an
 * optional cap, or tiered by battery size. A scrap bonus is added when an old vehicle is
 * scrapped. States and vehicle types without a rule here have no figure we hold.
 */
export const VEHICLE_TYPES = ['twoWheeler', 'threeWheeler', 'fourWheeler'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export type IncentiveRule =
  | { kind: 'perKwh'; rupeesPerKwh: number; cap?: number }
  /** Tiers in ascending order: the first whose `upToKwh` is at least the battery size applies; `upToKwh: null` is "over the last". */
  | { kind: 'tiered'; tiers: readonly { upToKwh: number | null; amount: number }[] };

export interface StateSubsidyRules {
  /** The policy the figures come from. */
  policy: string;
  vehicles: Partial<Record<VehicleType, IncentiveRule>>;
  scrapBonus?: number;
}

export const SUBSIDY_RULES: Partial<Record<PolicyState, StateSubsidyRules>> = {
  Delhi: {
    policy: policies.delhi,
    vehicles: {
      twoWheeler: { kind: 'perKwh', rupeesPerKwh: 5000, cap: 30000 },
      fourWheeler: { kind: 'perKwh', rupeesPerKwh: 10000, cap: 150000 },
    },
    scrapBonus: 5000,
  },
  Gujarat: {
    policy: policies.gujarat,
    vehicles: {
      twoWheeler: { kind: 'perKwh', rupeesPerKwh: 10000, cap: 20000 },
      fourWheeler: { kind: 'perKwh', rupeesPerKwh: 10000, cap: 150000 },
    },
  },
  Maharashtra: {
    // The spec gives 5000 per kWh and no cap; the caps are those of the 2021 policy itself.
    policy: policies.maharashtra,
    vehicles: {
      twoWheeler: { kind: 'perKwh', rupeesPerKwh: 5000, cap: 10000 },
      fourWheeler: { kind: 'perKwh', rupeesPerKwh: 5000, cap: 150000 },
    },
    scrapBonus: 7000,
  },
  Rajasthan: {
    policy: policies.rajasthan,
    vehicles: {
      twoWheeler: {
        kind: 'tiered',
        tiers: [
          { upToKwh: 2, amount: 5000 },
          { upToKwh: 4, amount: 7000 },
          { upToKwh: 5, amount: 9000 },
          { upToKwh: null, amount: 10000 },
        ],
      },
      threeWheeler: {
        kind: 'tiered',
        tiers: [
          { upToKwh: 3, amount: 10000 },
          { upToKwh: 4, amount: 15000 },
          { upToKwh: 5, amount: 17000 },
          { upToKwh: null, amount: 20000 },
        ],
      },
    },
  },
};

export const BATTERY_KWH_MAX = 200;

/** The estimate's inputs; the form and any server check them with this one schema. */
export const subsidyQuerySchema = z.object({
  state: z.enum(POLICY_STATES, { error: 'insights.subsidy.validation.state' }),
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'insights.subsidy.validation.vehicleType' }),
  batteryKwh: z
    .number({ error: 'insights.subsidy.validation.battery' })
    .check(
      z.refine(Number.isFinite, 'insights.subsidy.validation.battery'),
      z.gt(0, 'insights.subsidy.validation.battery'),
      z.lte(BATTERY_KWH_MAX, 'insights.subsidy.validation.battery'),
    ),
  scrapping: z.boolean(),
});
export type SubsidyQuery = z.infer<typeof subsidyQuerySchema>;

export type SubsidyEstimate =
  | { kind: 'incentive'; policy: string; base: number; capped: boolean; scrapBonus: number; total: number }
  /** The state has figures, but none for this vehicle type. */
  | { kind: 'noVehicleRule'; policy: string }
  /** No purchase-subsidy figure is held for the state. */
  | { kind: 'noStateRule' };

function baseIncentive(rule: IncentiveRule, kwh: number): { base: number; capped: boolean } {
  if (rule.kind === 'tiered') {
    const tier = rule.tiers.find((t) => t.upToKwh === null || kwh <= t.upToKwh);
    return { base: tier?.amount ?? 0, capped: false };
  }
  // Whole rupees: a 2.7 kWh battery at 5000 a kWh is 13,500.
  const uncapped = Math.round(rule.rupeesPerKwh * kwh);
  return rule.cap !== undefined && uncapped > rule.cap
    ? { base: rule.cap, capped: true }
    : { base: uncapped, capped: false };
}

/** The purchase incentive a state's rules give for a vehicle, with the scrap bonus when one is scrapped. */
export function estimateSubsidy(query: SubsidyQuery, rules = SUBSIDY_RULES): SubsidyEstimate {
  const state = rules[query.state];
  if (!state) return { kind: 'noStateRule' };
  const rule = state.vehicles[query.vehicleType];
  if (!rule) return { kind: 'noVehicleRule', policy: state.policy };
  const { base, capped } = baseIncentive(rule, query.batteryKwh);
  const scrapBonus = query.scrapping ? (state.scrapBonus ?? 0) : 0;
  return { kind: 'incentive', policy: state.policy, base, capped, scrapBonus, total: base + scrapBonus };
}
