import type { AssistanceStatus } from './assistance-rules.ts';

/**
 * A request's status as a pure state machine (issue 39). Every accepted action moves the version
 * up by one; an action against an older version is refused with the current state, so two
 * operators (or an operator and the person) never overwrite each other's change unseen.
 */
export interface Helper {
  name: string;
  mobile: string;
  vehicle: string;
}

export interface StatusState {
  status: AssistanceStatus;
  version: number;
  helper: Helper | null;
  /** When the helper is expected (epoch ms), once on the way. */
  etaAt: number | null;
}

export type StatusAction =
  | { kind: 'assign'; helper: Helper }
  | { kind: 'on_the_way'; etaAt: number }
  | { kind: 'eta'; etaAt: number }
  | { kind: 'arrived' }
  | { kind: 'done' }
  | { kind: 'cancel' };

export type StatusActionKind = StatusAction['kind'];

/** Which actions each status allows. Assigning again replaces the helper (a van breaks down too). */
const ALLOWED: Record<AssistanceStatus, readonly StatusActionKind[]> = {
  received: ['assign', 'cancel'],
  assigned: ['assign', 'on_the_way', 'cancel'],
  on_the_way: ['assign', 'eta', 'arrived', 'cancel'],
  arrived: ['done'],
  done: [],
  cancelled: [],
};

export const TERMINAL: readonly AssistanceStatus[] = ['done', 'cancelled'];

export const isTerminal = (status: AssistanceStatus) => TERMINAL.includes(status);

/** The person may cancel until the helper has arrived. */
export const canCancel = (status: AssistanceStatus) => ALLOWED[status].includes('cancel');

export const allowedActions = (status: AssistanceStatus): readonly StatusActionKind[] => ALLOWED[status];

export type StatusResult =
  | { ok: true; state: StatusState; changed: boolean }
  | { ok: false; reason: 'stale' | 'not_allowed'; state: StatusState };

/** The state after `action`, if `expectedVersion` is the current one and the status allows it. */
export function applyAction(state: StatusState, action: StatusAction, expectedVersion: number): StatusResult {
  if (expectedVersion !== state.version) return { ok: false, reason: 'stale', state };
  if (!ALLOWED[state.status].includes(action.kind)) return { ok: false, reason: 'not_allowed', state };
  const version = state.version + 1;
  switch (action.kind) {
    case 'assign':
      return {
        ok: true,
        changed: true,
        state: {
          ...state,
          version,
          helper: action.helper,
          status: state.status === 'received' ? 'assigned' : state.status,
        },
      };
    case 'on_the_way':
      return { ok: true, changed: true, state: { ...state, version, status: 'on_the_way', etaAt: action.etaAt } };
    case 'eta':
      return { ok: true, changed: true, state: { ...state, version, etaAt: action.etaAt } };
    case 'arrived':
      return { ok: true, changed: true, state: { ...state, version, status: 'arrived' } };
    case 'done':
      return { ok: true, changed: true, state: { ...state, version, status: 'done' } };
    case 'cancel':
      return { ok: true, changed: true, state: { ...state, version, status: 'cancelled' } };
  }
}

/** Where a status stands on the way to done (cancelled stands apart): the screens draw the steps from it. */
export const STEP_ORDER: readonly AssistanceStatus[] = ['received', 'assigned', 'on_the_way', 'arrived', 'done'];

export const initialState = (): StatusState => ({ status: 'received', version: 1, helper: null, etaAt: null });
