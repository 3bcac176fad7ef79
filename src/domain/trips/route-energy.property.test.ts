// Issue 40's properties of energy on the height of the ground, over generated routes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  climbKwh,
  DRIVE_EFFICIENCY,
  GRAVITY,
  type HillStretch,
  type HillVehicle,
  REGEN_EFFICIENCY,
  regenKwh,
  stretchKwh,
  vehicleMass,
} from './hill-physics.ts';
import { batteryLine, planningScale, type RouteHills } from './route-energy.ts';
import type { ChargingPlan } from './plan-types.ts';

const kinds = fc.constantFrom('car' as const, 'bike' as const, 'scooter' as const);
const vehicle = fc.record({
  kind: kinds,
  kwhPerKm: fc.double({ min: 0.02, max: 0.3, noNaN: true }),
  massKg: fc.double({ min: 80, max: 2_800, noNaN: true }),
});
/** A route as ground heights at points: stretches of 0.1–20 km, heights 0–5,000 m (or unknown). */
const heights = fc.array(fc.double({ min: 0, max: 5_000, noNaN: true }), { minLength: 2, maxLength: 60 });
const stretchesOf = (z: readonly number[], km: readonly number[]): HillStretch[] =>
  z.slice(1).map((to, i) => ({
    km: km[i % km.length]!,
    upM: Math.max(0, to - z[i]!),
    downM: Math.max(0, z[i]! - to),
    noHeightKm: 0,
    noHeightWindingKm: 0,
  }));
const kms = fc.array(fc.double({ min: 0.1, max: 20, noNaN: true }), { minLength: 1, maxLength: 10 });
const total = (v: HillVehicle, s: readonly HillStretch[]) => s.reduce((sum, x) => sum + stretchKwh(v, x, 1.25), 0);
const reversed = (s: readonly HillStretch[]) => [...s].reverse().map((x) => ({ ...x, upM: x.downM, downM: x.upM }));

describe('energy on the height of the ground', () => {
  it('A → B minus B → A has the sign of the height difference, within the bounds the efficiencies give', () => {
    fc.assert(
      fc.property(vehicle, heights, kms, (v, z, km) => {
        const s = stretchesOf(z, km);
        const diff = total(v, s) - total(v, reversed(s));
        const dz = z[z.length - 1]! - z[0]!;
        const lift = (v.massKg * GRAVITY * Math.abs(dz)) / 3.6e6;
        // Up costs lift ÷ drive efficiency, down gives back lift × regen efficiency: their sum separates the two.
        const expected = lift * (1 / DRIVE_EFFICIENCY[v.kind] + REGEN_EFFICIENCY[v.kind]);
        if (Math.abs(dz) > 1e-6) expect(Math.sign(diff)).toBe(Math.sign(dz));
        expect(Math.abs(diff)).toBeGreaterThanOrEqual(lift * (1 + REGEN_EFFICIENCY[v.kind]) - 1e-9);
        expect(Math.abs(diff)).toBeLessThanOrEqual((2 * lift) / DRIVE_EFFICIENCY[v.kind] + 1e-9);
        expect(Math.abs(diff)).toBeCloseTo(expected, 6);
      }),
    );
  });

  it('a closed loop climbs what it descends, and its energy is the flat use plus the losses, never a gain', () => {
    fc.assert(
      fc.property(vehicle, heights, kms, (v, z, km) => {
        const loop = [...z, z[0]!];
        const s = stretchesOf(loop, km);
        const up = s.reduce((sum, x) => sum + x.upM, 0);
        const down = s.reduce((sum, x) => sum + x.downM, 0);
        expect(up).toBeCloseTo(down, 6);
        const flat = s.reduce((sum, x) => sum + x.km * v.kwhPerKm, 0);
        expect(total(v, s)).toBeGreaterThanOrEqual(flat - 1e-9);
        expect(total(v, s)).toBeCloseTo(flat + climbKwh(v, up) - regenKwh(v, down), 6);
      }),
    );
  });

  it('leaves a flat route as it was (within 1%), and regeneration never gives back more than the descent', () => {
    fc.assert(
      fc.property(vehicle, kms, fc.double({ min: 0, max: 3_000, noNaN: true }), (v, km, descent) => {
        const flat = km.map((k) => ({ km: k, upM: 0, downM: 0, noHeightKm: 0, noHeightWindingKm: 0 }));
        const before = km.reduce((sum, k) => sum + k * v.kwhPerKm, 0);
        expect(Math.abs(total(v, flat) - before)).toBeLessThanOrEqual(0.01 * before);
        expect(regenKwh(v, descent)).toBeLessThanOrEqual((v.massKg * GRAVITY * descent) / 3.6e6);
      }),
    );
  });

  it('keeps the battery between 0 and 100% along a plan line, rising on a long descent', () => {
    fc.assert(
      fc.property(vehicle, heights, kms, fc.integer({ min: 20, max: 100 }), (v, z, km, startPct) => {
        const s = stretchesOf(z, km);
        const roadKm = new Float64Array(s.length + 1);
        s.forEach((x, i) => (roadKm[i + 1] = roadKm[i]! + x.km));
        const hills: RouteHills = { roadKm, stretches: s };
        const stopAt = roadKm[roadKm.length - 1]! / 2;
        const plan: ChargingPlan = {
          feasible: true,
          stops: [
            {
              stationId: 'a',
              alongKm: stopAt,
              detourKm: 1,
              arrivePct: 20,
              departPct: 80,
              chargeMinutes: 30,
              powerKw: 30,
              current: 'dc',
              powerAssumed: false,
            },
          ],
          arrivePct: 20,
          driveKm: 0,
          driveMinutes: 0,
          chargeMinutes: 30,
          stopMinutes: 5,
          totalMinutes: 35,
        };
        const line = batteryLine(hills, v, 1.25, 30, startPct, plan);
        for (const p of line.pct) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(100);
        }
        for (let i = 0; i < s.length; i++)
          if (
            stretchKwh(v, s[i]!, 1.25) < 0 &&
            line.pct[i]! < 100 &&
            !(roadKm[i]! <= stopAt && stopAt < roadKm[i + 1]!)
          )
            expect(line.pct[i + 1]!).toBeGreaterThan(line.pct[i]!);
        // The planner's scale never goes back, and never counts less than the physics.
        const scale = planningScale(hills, v, 1.25);
        for (let i = 1; i < roadKm.length; i++)
          expect(scale.energyAt(roadKm[i]!)).toBeGreaterThanOrEqual(scale.energyAt(roadKm[i - 1]!) - 1e-9);
      }),
    );
  });

  it('weighs the catalogue kerb weight where there is one, else the estimate marked assumed, plus the people', () => {
    expect(vehicleMass('car', 1_400, 38, 1)).toEqual({ kg: 1_470, assumed: false });
    expect(vehicleMass('car', null, 38, 2).assumed).toBe(true);
    expect(vehicleMass('scooter', null, 2.9, 1).kg).toBeCloseTo(80 + 11 * 2.9 + 70, 6);
  });
});
