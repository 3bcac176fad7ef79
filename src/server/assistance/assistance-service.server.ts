import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TowStation } from '../../domain/assistance/assistance-api.ts';
import type { AssistanceRequestInput, DeskActionBody } from '../../domain/assistance/assistance-request.schema.ts';
import type { AssistanceStatus } from '../../domain/assistance/assistance-rules.ts';
import {
  applyAction,
  isTerminal,
  type StatusAction,
  type StatusState,
} from '../../domain/assistance/assistance-status.ts';
import type { PlaceWords } from '../../domain/assistance/road-description.ts';
import { ApiError } from '../api-error.server.ts';
import type { UserRow } from '../db/tables.ts';
import type { AssistanceProvider } from './assistance-provider.server.ts';
import { AssistanceNotifier } from './assistance-notifier.server.ts';
import { AssistanceStore, newRequestNumber, type EventRow, type RequestRow } from './assistance-store.server.ts';

/** The one place where a request is made and its status moves (issue 39). */
export interface PlaceFinder {
  words(point: { lat: number; lng: number }): PlaceWords;
  towStations(point: { lat: number; lng: number }, connector: string): TowStation[];
}

export type Actor =
  | { kind: 'person'; userId: string | null }
  | { kind: 'operator'; userId: string }
  | { kind: 'partner' }
  | { kind: 'system' };

/** An action refused because the request changed meanwhile, or because its status does not allow it: the current row goes back. */
export class StaleRequest extends Error {
  constructor(
    readonly row: RequestRow,
    readonly reason: 'stale' | 'not_allowed',
  ) {
    super(reason);
  }
}

const stateOf = (row: RequestRow): StatusState => ({
  status: row.status as AssistanceStatus,
  version: row.version,
  helper:
    row.helper_name !== null
      ? { name: row.helper_name, mobile: row.helper_mobile ?? '', vehicle: row.helper_vehicle ?? '' }
      : null,
  etaAt: row.eta_at,
});

export class AssistanceService {
  readonly store: AssistanceStore;

  constructor(
    store: AssistanceStore,
    readonly places: PlaceFinder,
    private readonly provider: AssistanceProvider,
    private readonly notifier: AssistanceNotifier,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.store = store;
  }

  get providerName() {
    return this.provider.name;
  }

  /** Makes the request once per key: the same key again answers the request it made. */
  async create(user: UserRow, body: AssistanceRequestInput): Promise<{ row: RequestRow; created: boolean }> {
    const held = await this.store.byKey(user.id, body.idempotency_key);
    if (held) return { row: held, created: false };
    const point = body.position ?? body.place!;
    const connector = body.vehicle.connector;
    const now = this.now();
    const row = {
      id: crypto.randomUUID(),
      number: newRequestNumber(),
      user_id: user.id,
      idempotency_key: body.idempotency_key,
      status: 'received',
      version: 1,
      problem: body.problem,
      lat: point.lat,
      lng: point.lng,
      accuracy_m: body.position ? body.position.accuracy_m : null,
      place_label: body.position ? '' : (body.place?.label ?? ''),
      landmark: body.landmark ?? '',
      words: JSON.stringify(this.places.words(point)),
      registration: body.vehicle.registration.replace(/[\s-]/g, ''),
      make_model: body.vehicle.make_model,
      connector,
      mobile: user.mobile,
      second_mobile: body.second_mobile ?? '',
      people: body.people,
      helper_name: null,
      helper_mobile: null,
      helper_vehicle: null,
      eta_at: null,
      tow_station: null,
      tow_stations: JSON.stringify(this.places.towStations(point, connector)),
      provider: this.provider.name,
      partner_state: this.provider.name === 'desk' ? 'none' : 'pending',
      partner_ref: null,
      partner_next_at: null,
      created_at: now,
      updated_at: now,
      closed_at: null,
      anonymised_at: null,
    };
    const made = await this.store.insertOnce(
      row,
      this.event({ kind: 'person', userId: user.id }, 'create', 'received', 1, ''),
    );
    if (made.created) {
      this.notifier.changed(made.row, user.language);
      if (this.provider.name !== 'desk') void this.sendToPartner(made.row);
    }
    return made;
  }

  /** The person cancels their own request, before the helper arrives. */
  async cancelByOwner(row: RequestRow, version: number, language: string): Promise<RequestRow> {
    const changed = await this.act(row, { kind: 'cancel' }, version, { kind: 'person', userId: row.user_id }, '');
    this.notifier.changed(changed, language);
    if (changed.partner_ref)
      void this.provider.cancel({ id: changed.id, ref: changed.partner_ref }).catch(() => undefined);
    return changed;
  }

  /** One operator action from the desk. */
  async deskAction(row: RequestRow, body: DeskActionBody, operator: UserRow, language: string): Promise<RequestRow> {
    const actor: Actor = { kind: 'operator', userId: operator.id };
    if (body.action === 'tow') return this.chooseTow(row, body.version, body.tow_station_id ?? '', actor);
    const action = this.toAction(body);
    const changed = await this.act(
      row,
      action,
      body.version,
      actor,
      body.action === 'assign' ? (body.helper_name ?? '') : '',
    );
    this.notifier.changed(changed, language);
    return changed;
  }

  /** A status the partner's webhook reports: applied on the current version, step by step up to it. */
  async partnerStatus(
    row: RequestRow,
    status: AssistanceStatus,
    helper: { name: string; mobile: string; vehicle: string } | null,
    etaMinutes: number | null,
    language: string,
  ): Promise<RequestRow> {
    let current = row;
    const steps: StatusAction[] = [];
    const eta = this.now() + (etaMinutes ?? 30) * 60_000;
    if (status === 'cancelled') steps.push({ kind: 'cancel' });
    else {
      const order: AssistanceStatus[] = ['received', 'assigned', 'on_the_way', 'arrived', 'done'];
      const from = order.indexOf(current.status as AssistanceStatus);
      const to = order.indexOf(status);
      if (helper && (to >= 1 || current.status !== 'received')) steps.push({ kind: 'assign', helper });
      for (let i = Math.max(from, 1) + 1; i <= to; i++) {
        const next = order[i]!;
        if (next === 'on_the_way') steps.push({ kind: 'on_the_way', etaAt: eta });
        if (next === 'arrived') steps.push({ kind: 'arrived' });
        if (next === 'done') steps.push({ kind: 'done' });
      }
      if (status === 'on_the_way' && current.status === 'on_the_way' && etaMinutes !== null)
        steps.push({ kind: 'eta', etaAt: eta });
    }
    for (const step of steps) {
      try {
        current = await this.act(current, step, current.version, { kind: 'partner' }, '');
      } catch (error) {
        if (error instanceof StaleRequest && error.reason === 'stale') {
          current = error.row;
          continue;
        }
        if (!(error instanceof StaleRequest)) throw error;
      }
    }
    if (current.version !== row.version) this.notifier.changed(current, language);
    return current;
  }

  /** Tries the partner once more for every kept request that is due (the retry round). */
  async retryPartner(): Promise<number> {
    if (this.provider.name === 'desk') return 0;
    const due = await this.store.partnerDue(this.now());
    for (const row of due) await this.sendToPartner(row);
    return due.length;
  }

  private async sendToPartner(row: RequestRow): Promise<void> {
    try {
      const { ref } = await this.provider.dispatch({
        id: row.id,
        number: row.number,
        problem: row.problem,
        lat: row.lat,
        lng: row.lng,
        accuracy_m: row.accuracy_m,
        words: JSON.parse(row.words) as PlaceWords,
        place_label: row.place_label,
        landmark: row.landmark,
        vehicle: { registration: row.registration, make_model: row.make_model, connector: row.connector },
        mobile: row.mobile,
        second_mobile: row.second_mobile,
        people: row.people,
        tow_stations: JSON.parse(row.tow_stations) as TowStation[],
      });
      await this.store.setPartner(row.id, {
        partner_state: 'sent',
        partner_ref: ref,
        partner_attempts: row.partner_attempts + 1,
        partner_next_at: null,
      });
    } catch (error) {
      const retryable = (error as { retryable?: boolean }).retryable !== false;
      const attempts = row.partner_attempts + 1;
      // Never dropped: kept as pending and tried again on the next round; the desk sees it meanwhile.
      await this.store.setPartner(row.id, {
        partner_state: retryable ? 'pending' : 'failed',
        partner_attempts: attempts,
        partner_next_at: retryable ? this.now() + Math.min(attempts, 8) * this.retryMs : null,
      });
      this.log.warn(
        { request: row.number, attempts, reason: (error as Error).message },
        'assistance partner send failed; kept for the desk and retried',
      );
    }
  }

  retryMs = 15_000;

  private toAction(body: DeskActionBody): StatusAction {
    const eta = () => {
      if (body.eta_minutes === undefined) throw new ApiError(400, 'assistance.validation.eta');
      return this.now() + body.eta_minutes * 60_000;
    };
    switch (body.action) {
      case 'assign':
        if (!body.helper_name || !body.helper_mobile || !body.helper_vehicle)
          throw new ApiError(400, 'assistance.validation.helper');
        return {
          kind: 'assign',
          helper: { name: body.helper_name, mobile: body.helper_mobile, vehicle: body.helper_vehicle },
        };
      case 'on_the_way':
        return { kind: 'on_the_way', etaAt: eta() };
      case 'eta':
        return { kind: 'eta', etaAt: eta() };
      case 'arrived':
        return { kind: 'arrived' };
      case 'done':
        return { kind: 'done' };
      default:
        return { kind: 'cancel' };
    }
  }

  private async chooseTow(row: RequestRow, version: number, placeId: string, actor: Actor): Promise<RequestRow> {
    const stations = JSON.parse(row.tow_stations) as TowStation[];
    const station = stations.find((s) => s.place_id === placeId);
    if (!station) throw new ApiError(400, 'assistance.validation.tow');
    if (isTerminal(row.status as AssistanceStatus)) throw new StaleRequest(row, 'not_allowed');
    if (version !== row.version) throw new StaleRequest(row, 'stale');
    const now = this.now();
    const patch = { tow_station: JSON.stringify(station), version: row.version + 1, updated_at: now };
    const written = await this.store.updateAt(
      row.id,
      row.version,
      patch,
      this.event(actor, 'tow', row.status as AssistanceStatus, row.version + 1, station.name),
    );
    const fresh = (await this.store.byId(row.id))!;
    if (!written) throw new StaleRequest(fresh, 'stale');
    return fresh;
  }

  private async act(
    row: RequestRow,
    action: StatusAction,
    version: number,
    actor: Actor,
    note: string,
  ): Promise<RequestRow> {
    const result = applyAction(stateOf(row), action, version);
    if (!result.ok) throw new StaleRequest(row, result.reason);
    const { state } = result;
    const now = this.now();
    const patch: Partial<RequestRow> = {
      status: state.status,
      version: state.version,
      helper_name: state.helper?.name ?? null,
      helper_mobile: state.helper?.mobile ?? null,
      helper_vehicle: state.helper?.vehicle ?? null,
      eta_at: state.etaAt,
      updated_at: now,
      closed_at: isTerminal(state.status) ? now : null,
    };
    const written = await this.store.updateAt(
      row.id,
      row.version,
      patch,
      this.event(actor, action.kind, state.status, state.version, note),
    );
    const fresh = (await this.store.byId(row.id))!;
    if (!written) throw new StaleRequest(fresh, 'stale');
    return fresh;
  }

  private event(
    actor: Actor,
    action: string,
    status: AssistanceStatus,
    version: number,
    note: string,
  ): Omit<EventRow, 'id' | 'request_id'> {
    return {
      at: this.now(),
      by_kind: actor.kind,
      by_user_id: actor.kind === 'operator' || actor.kind === 'person' ? actor.userId : null,
      action,
      status,
      version,
      note,
    };
  }
}
