import { describe, expect, it } from 'vitest';
import { computeTco, priceBand, thirdPartyPremium, type TcoVehicle } from './tco-model.ts';
import { isValidMonthlyKms, monthlyKmsSchema } from './tco-schema.ts';
import { translate } from '../i18n/translate.ts';
import { tcoEn } from '../i18n/areas/tco.en.ts';
import { tcoHi } from '../i18n/areas/tco.hi.ts';
import { createTranslator } from '../i18n/translator.ts';
import { DEFAULT_MOTOR_SOURCE, THIRD_PARTY_SOURCE } from './tco-assumptions.ts';

/**
 * Six vehicles from data/catalogue with their figures copied here, so the expected amounts below stay worked out by
 * hand (written step by step in the comments) rather than by the model. Shared steps:
 *   km = monthly km × 12 × 5
 *   charging = km × battery ÷ (range × 0.75) ÷ 0.85 × ₹8          (or km × default kWh/km ÷ 0.85 × ₹8)
 *   insurance = (price × OD rate × (0.95 + 0.85 + 0.80 + 0.70 + 0.60 = 3.90) + 5 × third-party) × 1.18
 *   service = yearly × 5;  tyres = floor(km ÷ tyre life) × set cost;  depreciation = price × (1 − residual)
 * Each amount is rounded to the rupee; TCO is the sum of the rounded amounts.
 */
const vehicle = (v: Omit<TcoVehicle, 'stock_image'>): TcoVehicle => ({ ...v, stock_image: '' });

const cases: { name: string; vehicle: TcoVehicle; kms: number; expected: Record<string, number>; petrol: number }[] = [
  {
    // Small car. 60,000 km. Charging: 19 ÷ (250 × 0.75 = 187.5) = 0.101333 kWh/km; 60,000 × 19 × 8 = 9,120,000;
    // ÷ (187.5 × 0.85 = 159.375) = 57,223.53 → 57,224.
    // Insurance: no motor power → car default 110 kW → > 65 kW band ₹6,712. OD 699,000 × 0.03127 × 3.9 = 85,245.147;
    // + 5 × 6,712 = 33,560 → 118,805.147 × 1.18 = 140,190.07 → 140,190.
    // Budget band (< ₹15 lakh): service 6,000 × 5 = 30,000; tyres floor(60,000 ÷ 40,000) = 1 × 20,000 = 20,000.
    // Depreciation 699,000 × 0.6 = 419,400. TCO 57,224 + 140,190 + 30,000 + 20,000 + 419,400 = 666,814.
    // Petrol: 60,000 ÷ 15 km/l = 4,000 l × ₹100 = 400,000.
    name: 'small car: Tata Tiago EV Smart 19 Medium Range',
    vehicle: vehicle({
      product_id: 'tata-tiago-ev-smart-19-medium-range',
      product_title: 'Tata Tiago EV Smart 19 Medium Range',
      type: 'car',
      ex_showroom_price: 699000,
      battery_kwh: 19,
      range_km_claimed: 250,
      motor_power_kw: null,
    }),
    kms: 1000,
    expected: {
      fuel_cost: 57224,
      insurance_cost: 140190,
      service_cost: 30000,
      tyre_change_cost: 20000,
      depreciation_cost: 419400,
      tco: 666814,
    },
    petrol: 400000,
  },
  {
    // Luxury car. 2,000 km a month → 120,000 km. Charging: 857 × 0.75 × 0.85 = 546.3375; 120,000 × 107.8 × 8 =
    // 103,488,000 ÷ 546.3375 = 189,421.37 → 189,421.
    // Insurance: no power → ₹6,712. OD 15,500,000 × 0.03127 × 3.9 = 1,890,271.5; + 33,560 = 1,923,831.5 × 1.18 =
    // 2,270,121.17 → 2,270,121. Luxury band (≥ ₹1 crore): service 60,000 × 5 = 300,000; tyres floor(120,000 ÷ 40,000)
    // = 3 × 120,000 = 360,000. Depreciation 15,500,000 × 0.6 = 9,300,000.
    // TCO 189,421 + 2,270,121 + 300,000 + 360,000 + 9,300,000 = 12,419,542. Petrol: 120,000 ÷ 8 × 100 = 1,500,000.
    name: 'luxury car: Mercedes-Benz EQS 580 4MATIC',
    vehicle: vehicle({
      product_id: 'mercedes-benz-eqs-580-4matic',
      product_title: 'Mercedes-Benz EQS 580 4MATIC',
      type: 'car',
      ex_showroom_price: 15500000,
      battery_kwh: 107.8,
      range_km_claimed: 857,
      motor_power_kw: null,
    }),
    kms: 2000,
    expected: {
      fuel_cost: 189421,
      insurance_cost: 2270121,
      service_cost: 300000,
      tyre_change_cost: 360000,
      depreciation_cost: 9300000,
      tco: 12419542,
    },
    petrol: 1500000,
  },
  {
    // Bike. 1,500 a month → 90,000 km. Charging: 187 × 0.6375 = 119.2125; 90,000 × 4.4 × 8 = 3,168,000 ÷ 119.2125 =
    // 26,574.39 → 26,574. Insurance: 10 kW → 7–16 kW band ₹1,161. OD 103,000 × 0.01708 × 3.9 = 6,861.036; + 5,805 =
    // 12,666.036 × 1.18 = 14,945.92 → 14,946. Budget band (< ₹1.5 lakh): service 2,500 × 5 = 12,500; tyres
    // floor(90,000 ÷ 20,000) = 4 × 4,000 = 16,000. Depreciation 103,000 × 0.7 = 72,100.
    // TCO 26,574 + 14,946 + 12,500 + 16,000 + 72,100 = 142,120. Petrol: 90,000 ÷ 45 × 100 = 200,000.
    name: 'bike: Oben Rorr',
    vehicle: vehicle({
      product_id: 'oben-rorr',
      product_title: 'Oben Rorr',
      type: 'bike',
      ex_showroom_price: 103000,
      battery_kwh: 4.4,
      range_km_claimed: 187,
      motor_power_kw: 10,
    }),
    kms: 1500,
    expected: {
      fuel_cost: 26574,
      insurance_cost: 14946,
      service_cost: 12500,
      tyre_change_cost: 16000,
      depreciation_cost: 72100,
      tco: 142120,
    },
    petrol: 200000,
  },
  {
    // Budget scooter at the lowest km. 500 a month → 30,000 km. Charging: 60 × 0.6375 = 38.25; 30,000 × 1.248 × 8 =
    // 299,520 ÷ 38.25 = 7,830.59 → 7,831. Insurance: 0.25 kW → ≤ 3 kW band ₹457. OD 34,880 × 0.01708 × 3.9 =
    // 2,323.427; + 2,285 = 4,608.427 × 1.18 = 5,437.94 → 5,438. Budget band (< ₹80,000): service 1,500 × 5 = 7,500;
    // tyres floor(30,000 ÷ 15,000) = 2 × 2,400 = 4,800. Depreciation 34,880 × 0.7 = 24,416.
    // TCO 7,831 + 5,438 + 7,500 + 4,800 + 24,416 = 49,985. Petrol: 30,000 ÷ 45 × 100 = 66,666.7 → 66,667.
    name: 'budget scooter: Ujaas eGo LA 48V',
    vehicle: vehicle({
      product_id: 'ujaas-ego-la-48v',
      product_title: 'Ujaas eGo LA 48V',
      type: 'scooter',
      ex_showroom_price: 34880,
      battery_kwh: 1.248,
      range_km_claimed: 60,
      motor_power_kw: 0.25,
    }),
    kms: 500,
    expected: {
      fuel_cost: 7831,
      insurance_cost: 5438,
      service_cost: 7500,
      tyre_change_cost: 4800,
      depreciation_cost: 24416,
      tco: 49985,
    },
    petrol: 66667,
  },
  {
    // Commuter scooter. 60,000 km. Charging: 151 × 0.6375 = 96.2625; 60,000 × 3 × 8 = 1,440,000 ÷ 96.2625 = 14,959.10
    // → 14,959. Insurance: 6 kW → 3–7 kW band ₹607. OD 99,999 × 0.01708 × 3.9 = 6,661.133; + 3,035 = 9,696.133 × 1.18
    // = 11,441.44 → 11,441. Commuter band (₹80,000 to < ₹1.5 lakh): service 2,500 × 5 = 12,500; tyres
    // floor(60,000 ÷ 15,000) = 4 × 3,200 = 12,800. Depreciation 99,999 × 0.7 = 69,999.3 → 69,999.
    // TCO 14,959 + 11,441 + 12,500 + 12,800 + 69,999 = 121,699. Petrol: 60,000 ÷ 45 × 100 = 133,333.3 → 133,333.
    name: 'commuter scooter: Ola Electric S1 X 3kWh',
    vehicle: vehicle({
      product_id: 'ola-electric-s1-x-3kwh',
      product_title: 'Ola Electric S1 X 3kWh',
      type: 'scooter',
      ex_showroom_price: 99999,
      battery_kwh: 3,
      range_km_claimed: 151,
      motor_power_kw: 6,
    }),
    kms: 1000,
    expected: {
      fuel_cost: 14959,
      insurance_cost: 11441,
      service_cost: 12500,
      tyre_change_cost: 12800,
      depreciation_cost: 69999,
      tco: 121699,
    },
    petrol: 133333,
  },
  {
    // No battery, range or power in the data. 60,000 km. Charging with the bike default 0.029 kWh/km: 60,000 × 0.029
    // = 1,740 kWh ÷ 0.85 = 2,047.06 × 8 = 16,376.47 → 16,376. Insurance: bike default 6.9 kW → 3–7 kW band ₹607.
    // OD 84,999 × 0.01708 × 3.9 = 5,661.953; + 3,035 = 8,696.953 × 1.18 = 10,262.40 → 10,262. Budget band: service
    // 12,500; tyres floor(60,000 ÷ 20,000) = 3 × 4,000 = 12,000. Depreciation 84,999 × 0.7 = 59,499.3 → 59,499.
    // TCO 16,376 + 10,262 + 12,500 + 12,000 + 59,499 = 110,637. Petrol: 60,000 ÷ 45 × 100 = 133,333.
    name: 'missing battery data: Ola Electric Roadster X base',
    vehicle: vehicle({
      product_id: 'ola-electric-roadster-x-base-starting-price',
      product_title: 'Ola Electric Roadster X base (starting price)',
      type: 'bike',
      ex_showroom_price: 84999,
      battery_kwh: null,
      range_km_claimed: null,
      motor_power_kw: null,
    }),
    kms: 1000,
    expected: {
      fuel_cost: 16376,
      insurance_cost: 10262,
      service_cost: 12500,
      tyre_change_cost: 12000,
      depreciation_cost: 59499,
      tco: 110637,
    },
    petrol: 133333,
  },
];

describe('computeTco: hand-computed cases', () => {
  it.each(cases)('$name', ({ vehicle: v, kms, expected, petrol }) => {
    const result = computeTco(v, kms);
    expect({
      fuel_cost: result.fuel_cost,
      insurance_cost: result.insurance_cost,
      service_cost: result.service_cost,
      tyre_change_cost: result.tyre_change_cost,
      depreciation_cost: result.depreciation_cost,
      tco: result.tco,
    }).toEqual(expected);
    expect(result.petrol_comparison.fuel_cost).toBe(petrol);
    expect(result.petrol_comparison.saving).toBe(petrol - expected.fuel_cost!);
    expect(result).toMatchObject({
      product_id: v.product_id,
      product_title: v.product_title,
      ex_showroom_price: v.ex_showroom_price,
      kms,
    });
  });

  it('says which figures were assumed when the data lacks them', () => {
    const missing = computeTco(cases[5]!.vehicle, 1000);
    const keyed = Object.fromEntries(missing.assumptions.map((a) => [a.key, a]));
    expect(keyed.energy!.label).toMatch(/no battery size or range/);
    expect(keyed.energy!.value).toBe('0.029 kWh, the bike default');
    expect(keyed.thirdParty!.value).toBe('₹607 (assumed 6.9 kW)');
    const full = Object.fromEntries(computeTco(cases[2]!.vehicle, 1500).assumptions.map((a) => [a.key, a]));
    expect(full.energy!.value).toBe('0.031 kWh (4.4 kWh ÷ (187 km claimed × 0.75))');
    expect(full.thirdParty!.value).toBe('₹1,161 (10 kW motor)');
    expect(full.horizon!.value).toBe('5 years, 90,000 km (1,500 km a month)');
    for (const a of [...missing.assumptions, ...missing.petrol_comparison.assumptions]) {
      expect(a.label && a.value && a.source).toBeTruthy();
    }
    expect(keyed.thirdParty!.source).toBe(`${THIRD_PARTY_SOURCE}; power: ${DEFAULT_MOTOR_SOURCE}`);
  });

  it('sends each assumption’s catalogue keys and figures, which word it in English as sent and in Hindi in full (issue 18)', () => {
    const english = createTranslator([tcoEn]);
    const hindi = createTranslator([tcoHi], 'hi');
    for (const { vehicle: v } of cases) {
      for (const kms of [500, 1000, 10000]) {
        const result = computeTco(v, kms);
        for (const a of [...result.assumptions, ...result.petrol_comparison.assumptions]) {
          const say = (t: typeof english.t, w: { key: string; vars?: Record<string, unknown> } | undefined) =>
            w ? t(w.key, w.vars) : a.value;
          expect(
            [say(english.t, a.words.label), say(english.t, a.words.value), say(english.t, a.words.source)],
            a.key,
          ).toEqual([a.label, a.value, a.source]);
          for (const w of [a.words.label, a.words.value, a.words.source]) {
            if (!w) continue;
            expect(hindi.exists(w.key) || hindi.exists(`${w.key}_other`), w.key).toBe(true);
            const text = say(hindi.t, w);
            expect(text, w.key).toMatch(/[\u0900-\u097F]/);
            expect(text, w.key).not.toMatch(/\{\{/);
          }
        }
      }
    }
  });
});

describe('bands', () => {
  it('puts prices in their band at the edges', () => {
    expect(priceBand('car', 1_499_999)).toBe('budget');
    expect(priceBand('car', 1_500_000)).toBe('mid');
    expect(priceBand('car', 10_000_000)).toBe('luxury');
    expect(priceBand('scooter', 79_999)).toBe('budget');
    expect(priceBand('scooter', 80_000)).toBe('commuter');
    expect(priceBand('scooter', 150_000)).toBe('premium');
    expect(priceBand('bike', 150_000)).toBe('premium');
  });

  it('reads third-party premiums by motor power band, the bound inclusive', () => {
    expect([30, 30.1, 65, 65.1].map((kw) => thirdPartyPremium('car', kw))).toEqual([1780, 2904, 2904, 6712]);
    expect([3, 3.1, 7, 16, 16.5].map((kw) => thirdPartyPremium('scooter', kw))).toEqual([457, 607, 607, 1161, 2383]);
  });
});

describe('monthly km: 500 to 10000 inclusive', () => {
  const scooter = cases[4]!.vehicle;

  it('accepts the boundaries 500 and 10000', () => {
    expect(monthlyKmsSchema.safeParse(500).success).toBe(true);
    expect(monthlyKmsSchema.safeParse(10000).success).toBe(true);
    expect(monthlyKmsSchema.safeParse('10000').data).toBe(10000);
    // 10,000 a month → 600,000 km: tyres floor(600,000 ÷ 15,000) = 40 × 3,200 = 128,000.
    expect(computeTco(scooter, 10000).tyre_change_cost).toBe(128000);
    // 500 a month → 30,000 km: 2 × 3,200 = 6,400.
    expect(computeTco(scooter, 500).tyre_change_cost).toBe(6400);
  });

  it.each([499, 10001, 0, -1000, Number.NaN, '499', 'abc', '', null, undefined, true, {}])(
    'rejects %j with the spec message',
    (kms) => {
      const result = monthlyKmsSchema.safeParse(kms);
      expect(result.success).toBe(false);
      expect(translate(result.error!.issues[0]!.message)).toBe('Monthly Km Driven must between 500 to 10000');
      expect(isValidMonthlyKms(kms)).toBe(false);
    },
  );

  it('refuses to compute outside the range', () => {
    expect(() => computeTco(scooter, 499)).toThrow(RangeError);
    expect(() => computeTco(scooter, 10001)).toThrow(RangeError);
  });
});
