import { describe, expect, it } from 'vitest';
import { assistanceRequestBody, deskActionBody } from './assistance-request.schema.ts';

const valid = {
  idempotency_key: 'k'.repeat(20),
  position: { lat: 29.49, lng: 76.97, accuracy_m: 30 },
  problem: 'flat_tyre',
  vehicle: { registration: 'hr06 ab 1234', make_model: 'Nexon EV', connector: 'CCS2' },
  people: 3,
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('the roadside assistance request form', () => {
  it('takes a position or a place, and asks where when it has neither', () => {
    expect(assistanceRequestBody.safeParse(valid).success).toBe(true);
    expect(
      assistanceRequestBody.safeParse({ ...valid, position: null, place: { label: 'Panipat', lat: 29.39, lng: 76.96 } })
        .success,
    ).toBe(true);
    expect(firstMessage(assistanceRequestBody.safeParse({ ...valid, position: null }))).toBe(
      'assistance.validation.where',
    );
  });

  it('reads a registration in any case and spacing, and refuses one that is not a number plate', () => {
    const parsed = assistanceRequestBody.parse(valid);
    expect(parsed.vehicle.registration).toBe('HR06 AB 1234');
    expect(
      firstMessage(assistanceRequestBody.safeParse({ ...valid, vehicle: { ...valid.vehicle, registration: 'HELLO' } })),
    ).toBe('assistance.validation.registration');
  });

  it('refuses an unknown problem, a position outside India, 0 people, a short key', () => {
    expect(firstMessage(assistanceRequestBody.safeParse({ ...valid, problem: 'bored' }))).toBe(
      'assistance.validation.problem',
    );
    expect(assistanceRequestBody.safeParse({ ...valid, position: { lat: 51.5, lng: 0, accuracy_m: 5 } }).success).toBe(
      false,
    );
    expect(firstMessage(assistanceRequestBody.safeParse({ ...valid, people: 0 }))).toBe('assistance.validation.people');
    expect(firstMessage(assistanceRequestBody.safeParse({ ...valid, idempotency_key: 'abc' }))).toBe(
      'assistance.validation.key',
    );
  });

  it('takes a desk action against a version', () => {
    expect(deskActionBody.safeParse({ version: 2, action: 'on_the_way', eta_minutes: 20 }).success).toBe(true);
    expect(firstMessage(deskActionBody.safeParse({ version: 2, action: 'on_the_way', eta_minutes: 0 }))).toBe(
      'assistance.validation.eta',
    );
    expect(firstMessage(deskActionBody.safeParse({ action: 'done' }))).toBe('assistance.validation.version');
  });
});
