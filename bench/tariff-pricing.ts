import { performance } from 'node:perf_hooks';
import { tariffSchema, type Tariff } from '../src/domain/ocpi/tariff.schema.ts';
import { estimateChargeCost } from '../src/domain/pricing/tariff-display.ts';

/**
 * `npm run bench:pricing`: 10,000 tariff-priced cost estimates in process (issue 37: p95 ≤ 1 ms
 * each), as the trip plan will price its stops: estimateChargeCost (src/domain/pricing) on a mix of
 * realistic Indian tariffs — flat kWh with GST, per minute (Ather-style), time of day with a night
 * rate, a session fee with an idle fee after 60 min, power bands — at arrival times spread over a
 * week, 5–60 kWh at 3–120 kW, in Asia/Kolkata. Each estimate is timed alone with performance.now()
 * after a warm-up of 1,000. Prints p50/p95/max and the line; exits 1 when p95 is over it.
 */

const LINE_MS = 1;
const RUNS = 10_000;
const WARM_UP = 1_000;

const tariff = (id: string, elements: unknown[]): Tariff =>
  tariffSchema.parse({
    country_code: 'IN',
    party_id: 'BEN',
    id,
    currency: 'INR',
    elements,
    last_updated: '2026-11-01T00:00:00Z',
  });
const c = (type: string, price: number, step_size = 1, vat = 18) => ({ type, price, vat, step_size });

const TARIFFS: Tariff[] = [
  tariff('flat-kwh', [{ price_components: [c('ENERGY', 18)] }]),
  tariff('per-minute', [{ price_components: [c('TIME', 60, 60)] }]),
  tariff('night-rate', [
    { price_components: [c('ENERGY', 11.8644)], restrictions: { start_time: '22:00', end_time: '06:00' } },
    { price_components: [c('ENERGY', 16.9492)], restrictions: { start_time: '18:00', end_time: '22:00' } },
    { price_components: [c('ENERGY', 14.4068)] },
  ]),
  tariff('fee-and-idle', [
    { price_components: [c('FLAT', 42.3729), c('ENERGY', 19.5)] },
    { price_components: [c('PARKING_TIME', 101.6949, 60)], restrictions: { min_duration: 3600 } },
  ]),
  tariff('power-bands', [
    { price_components: [c('ENERGY', 14)], restrictions: { max_power: 22 } },
    { price_components: [c('ENERGY', 18)], restrictions: { max_power: 60 } },
    { price_components: [c('ENERGY', 22), c('PARKING_TIME', 120, 300)] },
  ]),
  tariff('weekend-kwh-steps', [
    { price_components: [c('ENERGY', 15, 100)], restrictions: { day_of_week: ['SATURDAY', 'SUNDAY'] } },
    { price_components: [c('ENERGY', 17, 100)], restrictions: { max_kwh: 20 } },
    { price_components: [c('ENERGY', 19, 100), c('TIME', 30, 300)] },
  ]),
];

/** A fixed pseudo-random sequence (mulberry32), so every run prices the same estimates. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(37);
const WEEK_START = Date.UTC(2026, 10, 23);
const cases = Array.from({ length: RUNS + WARM_UP }, (_, i) => ({
  tariff: TARIFFS[i % TARIFFS.length]!,
  energyKwh: Math.round((5 + next() * 55) * 10) / 10,
  powerKw: [3.3, 7.4, 15, 25, 30, 50, 60, 120][Math.floor(next() * 8)]!,
  arrival: new Date(WEEK_START + Math.floor(next() * 7 * 24 * 60) * 60_000).toISOString(),
  timeZone: 'Asia/Kolkata',
}));

let priced = 0;
const times: number[] = [];
for (const [i, { tariff: t, ...estimate }] of cases.entries()) {
  const start = performance.now();
  const result = estimateChargeCost(t, estimate);
  const elapsed = performance.now() - start;
  if (result?.inclVatMinor !== undefined) priced++;
  if (i >= WARM_UP) times.push(elapsed);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const ms = (v: number) => `${v.toFixed(3)} ms`;
console.log(
  `bench:pricing: ${RUNS} estimates over ${TARIFFS.length} tariffs (${priced} of ${cases.length} priced incl. GST)`,
);
console.log(`  p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  max ${ms(times.at(-1)!)}  (line: p95 ≤ ${LINE_MS} ms)`);
const pass = at(0.95) <= LINE_MS;
console.log(pass ? '  PASS' : '  FAIL');
if (!pass) process.exitCode = 1;
