import { describe, expect, it } from 'vitest';
import * as spec from '../pricing/spec-tariffs.fixture.ts';
import { tariffSchema } from './tariff.schema.ts';

describe('the Tariff object', () => {
  const examples = Object.entries(spec).filter(([name]) => name !== 'SPEC_TARIFF_PUT_EXAMPLE');

  it.each(examples)("takes the specification's example %s as it is", (_name, json) => {
    expect(tariffSchema.parse(json)).toEqual(json);
  });

  it("the spec's PUT example lacks the required last_updated, and is refused for it", () => {
    expect(tariffSchema.safeParse(spec.SPEC_TARIFF_PUT_EXAMPLE).error?.issues[0]?.path).toEqual(['last_updated']);
  });

  it('refuses what the spec does not allow, naming the field', () => {
    const base = spec.SPEC_TARIFF_4_COMPLEX;
    const refusal = (patch: Record<string, unknown>) => {
      const issue = tariffSchema.safeParse({ ...base, ...patch }).error?.issues[0];
      return issue && `${issue.path.join('.')}: ${issue.message}`;
    };
    const element = (component: Record<string, unknown>, restrictions?: Record<string, unknown>) => ({
      elements: [{ price_components: [{ type: 'ENERGY', price: 1, step_size: 1, ...component }], restrictions }],
    });
    expect(refusal({ id: 'x'.repeat(37) })).toBe('id: at most 36 characters');
    expect(refusal({ party_id: 'ABCD' })).toBe('party_id: at most 3 characters');
    expect(refusal({ currency: 'rupees' })).toMatch(/^currency: /);
    expect(refusal({ type: 'CHEAPEST' })).toBe(
      'type: type must be one of AD_HOC_PAYMENT, PROFILE_CHEAP, PROFILE_FAST, PROFILE_GREEN, REGULAR',
    );
    expect(refusal({ elements: [] })).toBe('elements: a tariff has at least one element');
    expect(refusal(element({ type: 'KWH' }))).toBe(
      'elements.0.price_components.0.type: type must be one of ENERGY, FLAT, PARKING_TIME, TIME',
    );
    expect(refusal(element({ price: -1 }))).toBe('elements.0.price_components.0.price: price must not be negative');
    expect(refusal(element({ step_size: 1.5 }))).toBe(
      'elements.0.price_components.0.step_size: step_size must be a whole number',
    );
    expect(refusal(element({ vat: 'GST' }))).toBe('elements.0.price_components.0.vat: vat must be a number');
    expect(refusal(element({}, { start_time: '7:00' }))).toBe(
      'elements.0.restrictions.start_time: start_time must be HH:MM, 24 h',
    );
    expect(refusal(element({}, { end_date: '2026-13-01' }))).toBe(
      'elements.0.restrictions.end_date: end_date must be YYYY-MM-DD',
    );
    expect(refusal(element({}, { day_of_week: ['FUNDAY'] }))).toBe(
      'elements.0.restrictions.day_of_week.0: day_of_week must be one of MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY',
    );
    expect(refusal(element({}, { reservation: 'BOOKED' }))).toBe(
      'elements.0.restrictions.reservation: reservation must be one of RESERVATION, RESERVATION_EXPIRES',
    );
    expect(refusal({ min_price: { incl_vat: 1 } })).toMatch(/^min_price\.excl_vat: /);
    expect(refusal({ last_updated: '2015-06-29T20:39:09+00:00' })).toMatch(/^last_updated: /);
  });
});
