import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssistanceStatus } from './assistance-rules.ts';
import {
  applyAction,
  canCancel,
  initialState,
  isTerminal,
  STEP_ORDER,
  type StatusAction,
  type StatusState,
} from './assistance-status.ts';

const helper = fc.record({
  name: fc.string({ minLength: 1 }),
  mobile: fc.constant('9812345678'),
  vehicle: fc.string(),
});
const action: fc.Arbitrary<StatusAction> = fc.oneof(
  helper.map((h) => ({ kind: 'assign' as const, helper: h })),
  fc.nat().map((etaAt) => ({ kind: 'on_the_way' as const, etaAt })),
  fc.nat().map((etaAt) => ({ kind: 'eta' as const, etaAt })),
  fc.constant({ kind: 'arrived' as const }),
  fc.constant({ kind: 'done' as const }),
  fc.constant({ kind: 'cancel' as const }),
);
/** Each action with the version it is sent against: mostly the current one, sometimes an older or a newer one. */
const steps = fc.array(
  fc.tuple(
    action,
    fc.integer({ min: -2, max: 1 }).map((d) => (d === 1 ? 0 : d)),
  ),
  { maxLength: 30 },
);

const rank = (s: AssistanceStatus) => STEP_ORDER.indexOf(s);

function run(list: [StatusAction, number][]): StatusState[] {
  const states = [initialState()];
  for (const [a, offset] of list) {
    const now = states.at(-1)!;
    const result = applyAction(now, a, now.version + offset);
    states.push(result.state);
  }
  return states;
}

describe('the request status machine', () => {
  it('moves only forward towards done, or to cancelled, and never leaves done or cancelled', () => {
    fc.assert(
      fc.property(steps, (list) => {
        const states = run(list);
        for (let i = 1; i < states.length; i++) {
          const [before, after] = [states[i - 1]!, states[i]!];
          if (isTerminal(before.status)) expect(after).toEqual(before);
          if (after.status !== 'cancelled') expect(rank(after.status)).toBeGreaterThanOrEqual(rank(before.status));
        }
      }),
    );
  });

  it('moves the version up by exactly one per accepted action, and refuses any other version with the state unchanged', () => {
    fc.assert(
      fc.property(initialStateAfter(), action, fc.integer({ min: -3, max: 3 }), (state, a, offset) => {
        const result = applyAction(state, a, state.version + offset);
        if (offset !== 0) {
          expect(result).toEqual({ ok: false, reason: 'stale', state });
          return;
        }
        if (result.ok) expect(result.state.version).toBe(state.version + 1);
        else expect(result.state).toBe(state);
      }),
    );
  });

  it('lets a request be cancelled until the helper arrives, and never after', () => {
    fc.assert(
      fc.property(initialStateAfter(), (state) => {
        const result = applyAction(state, { kind: 'cancel' }, state.version);
        const beforeArrival = ['received', 'assigned', 'on_the_way'].includes(state.status);
        expect(result.ok).toBe(beforeArrival);
        expect(canCancel(state.status)).toBe(beforeArrival);
      }),
    );
  });

  it('has a helper whenever a request is on the way, has arrived or is done', () => {
    fc.assert(
      fc.property(steps, (list) => {
        for (const s of run(list))
          if (['assigned', 'on_the_way', 'arrived', 'done'].includes(s.status)) expect(s.helper).not.toBeNull();
      }),
    );
  });

  it('walks the happy path received → assigned → on the way → arrived → done', () => {
    const h = { name: 'Ravi', mobile: '9812345678', vehicle: 'Flatbed' };
    const path: StatusAction[] = [
      { kind: 'assign', helper: h },
      { kind: 'on_the_way', etaAt: 1000 },
      { kind: 'arrived' },
      { kind: 'done' },
    ];
    const states = run(path.map((a) => [a, 0]));
    expect(states.map((s) => s.status)).toEqual(['received', 'assigned', 'on_the_way', 'arrived', 'done']);
    expect(states.at(-1)).toMatchObject({ version: 5, helper: h, etaAt: 1000 });
  });
});

/** A state reached from the start by some actions. */
function initialStateAfter(): fc.Arbitrary<StatusState> {
  return steps.map((list) => run(list).at(-1)!);
}
