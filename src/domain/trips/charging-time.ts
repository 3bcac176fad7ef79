/**
 * Minutes to charge a battery between two levels. Full power up to 80%, then the power falls in a
 * straight line to a share of it at 100% (the usual constant-current, constant-voltage taper):
 * steeply on DC, gently on AC, whose power is small for the battery. Part of the power is lost on
 * the way in. The shape and figures, with their sources, are in docs/trip-model.md ("Charging time").
 *
 * Time is the integral of (energy per %) / (power at that %), so it is additive:
 * time(a→c) = time(a→b) + time(b→c); the planner relies on that.
 */
import type { ChargeCurrent } from './connectors.ts';

export const TAPER_START_PCT = 80;
/** Power at 100% as a share of full power. DC: fitted to CarDekho's Nexon EV 40.5 kWh test; AC: to Ather 450X home charging. */
export const POWER_SHARE_AT_FULL: Readonly<Record<ChargeCurrent, number>> = { dc: 0.06, ac: 0.55 };
/** Share of the charger's power that ends up in the battery. */
export const CHARGING_EFFICIENCY = 0.9;

const clampPct = (pct: number) => Math.min(100, Math.max(0, pct));
const slope = (current: ChargeCurrent) => (1 - POWER_SHARE_AT_FULL[current]) / (100 - TAPER_START_PCT);

/** The share of full power the battery takes at a charge level. */
export function powerShare(pct: number, current: ChargeCurrent): number {
  const level = clampPct(pct);
  return level <= TAPER_START_PCT ? 1 : 1 - slope(current) * (level - TAPER_START_PCT);
}

/** ∫₀^pct d% / powerShare: the "full-power percent" worth of time to reach pct from empty. */
export function fullPowerPct(pct: number, current: ChargeCurrent): number {
  const level = clampPct(pct);
  if (level <= TAPER_START_PCT) return level;
  const k = slope(current);
  return TAPER_START_PCT - Math.log(1 - k * (level - TAPER_START_PCT)) / k;
}

/** Minutes to add 1% below the taper: 1% of the battery at the power that reaches it. */
export function minutesPerFullPowerPct(power: { kw: number }, batteryKwh: number): number {
  if (!(power.kw > 0) || !(batteryKwh > 0)) throw new RangeError('power and battery must be positive');
  return (batteryKwh / 100 / (power.kw * CHARGING_EFFICIENCY)) * 60;
}

/** Minutes from fromPct to toPct at `kw` (the lower of station and vehicle) for a battery of batteryKwh usable; 0 when toPct ≤ fromPct. */
export function chargingMinutes(
  fromPct: number,
  toPct: number,
  power: { kw: number; current: ChargeCurrent },
  batteryKwh: number,
): number {
  const perPct = minutesPerFullPowerPct(power, batteryKwh);
  if (!(toPct > fromPct)) return 0;
  return perPct * (fullPowerPct(toPct, power.current) - fullPowerPct(fromPct, power.current));
}
