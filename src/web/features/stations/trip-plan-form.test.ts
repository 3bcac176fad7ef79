import { describe, expect, it } from 'vitest';
import { defaultSettings, planRequest } from './trip-plan-form.ts';
import type { PlannerVehicle } from '../../../domain/trips/plan-answer.ts';

const ends = { origin: 'Delhi', destination: 'Jaipur' };
const nexon: PlannerVehicle = {
  id: 'tata-nexon-ev-creative-plus-mr',
  title: 'Tata Nexon EV Creative Plus MR',
  kind: 'car',
  range_km: 200,
  published: true,
};

describe('the trip form’s plan request', () => {
  it('asks for no plan without a vehicle', () => {
    expect(planRequest(ends, { mode: 'none' }, defaultSettings())).toEqual({ ok: 'no-vehicle' });
  });

  it('sends the catalogue vehicle with the defaults', () => {
    expect(planRequest(ends, { mode: 'catalogue', kind: 'car', vehicle: nexon }, defaultSettings())).toEqual({
      ok: true,
      body: { ...ends, vehicle_id: nexon.id, start_pct: 80, reserve_pct: 15, target_pct: 80 },
    });
  });

  it('puts each problem under its own field', () => {
    const car = { mode: 'catalogue', kind: 'car', vehicle: nexon } as const;
    expect(planRequest(ends, { mode: 'catalogue', kind: 'car', vehicle: null }, defaultSettings())).toMatchObject({
      ok: false,
      field: 'vehicle',
      messageKey: 'plan.validation.vehicle',
    });
    expect(planRequest(ends, car, { ...defaultSettings(), startPct: 'eighty' })).toMatchObject({
      ok: false,
      field: 'startPct',
      messageKey: 'plan.validation.startPct',
    });
    expect(planRequest(ends, car, { ...defaultSettings(), startPct: '10' })).toMatchObject({
      ok: false,
      field: 'startPct',
      messageKey: 'plan.validation.startBelowReserve',
    });
    expect(planRequest(ends, car, { ...defaultSettings(), targetPct: '20' })).toMatchObject({
      ok: false,
      field: 'targetPct',
      messageKey: 'plan.validation.targetBelowReserve',
    });
    expect(planRequest(ends, car, { ...defaultSettings(), rangeKm: '5' })).toMatchObject({
      ok: false,
      field: 'rangeKm',
      messageKey: 'plan.validation.rangeKm',
    });
    expect(
      planRequest(ends, { mode: 'own', kind: 'scooter', batteryKwh: '', rangeKm: '90' }, defaultSettings()),
    ).toMatchObject({ ok: false, field: 'vehicle', messageKey: 'plan.validation.batteryKwh' });
  });

  it('reads a decimal comma in the battery size', () => {
    const result = planRequest(
      ends,
      { mode: 'own', kind: 'scooter', batteryKwh: '2,9', rangeKm: '90' },
      defaultSettings(),
    );
    expect(result).toMatchObject({
      ok: true,
      body: { own_vehicle: { kind: 'scooter', battery_kwh: 2.9, range_km: 90 } },
    });
  });
});

describe('the pre-filled range', () => {
  it('is not sent as the driver’s own figure unless changed', () => {
    const car = { mode: 'catalogue', kind: 'car', vehicle: nexon } as const;
    expect(planRequest(ends, car, { ...defaultSettings(), rangeKm: '200' })).toMatchObject({
      ok: true,
      body: { vehicle_id: nexon.id },
    });
    expect(planRequest(ends, car, { ...defaultSettings(), rangeKm: '200' })).not.toHaveProperty('body.range_km');
    expect(planRequest(ends, car, { ...defaultSettings(), rangeKm: '240' })).toMatchObject({
      ok: true,
      body: { range_km: 240 },
    });
  });
});
