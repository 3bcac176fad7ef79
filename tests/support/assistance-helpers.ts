import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AssistanceRequestBody } from '../../src/domain/assistance/assistance-request.schema.ts';
import type { TestApp } from './test-app.ts';

/** Roadside assistance in the API tests (issue 39): bodies, keys, the SMS texts an outbox holds. */

export type Envelope<T> = { success: boolean; message: string; data?: T };

/** On NH-44, about 11–12 km north of Panipat's centre (a point of the highway's own line in data/roads/tiles). */
export const ON_NH44 = { lat: 29.4926, lng: 76.972 };

export const newKey = () => crypto.randomBytes(12).toString('base64url');

export function requestBody(overrides: Partial<AssistanceRequestBody> = {}): AssistanceRequestBody {
  return {
    idempotency_key: newKey(),
    position: { ...ON_NH44, accuracy_m: 25 },
    landmark: 'after the toll plaza',
    problem: 'battery_empty',
    vehicle: { registration: 'HR06AB1234', make_model: 'Tata Nexon EV', connector: 'CCS2' },
    second_mobile: '',
    people: 2,
    ...overrides,
  };
}

/** The texts (not codes) the outbox holds for a mobile, in order. */
export function textsTo(t: TestApp, mobile: string): string[] {
  if (!fs.existsSync(t.outbox)) return [];
  return fs
    .readFileSync(t.outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { mobile: string; text?: string })
    .filter((m) => m.mobile === mobile && m.text)
    .map((m) => m.text!);
}
