import type { PlaceWords } from '../../domain/assistance/road-description.ts';
import type { TowStation } from '../../domain/assistance/assistance-api.ts';
import { CircuitBreaker } from '../registry/circuit-breaker.server.ts';

/**
 * Who answers a roadside assistance request (issue 39), as for SMS and the registry: an interface,
 * a default that works with nothing outside (the desk: operators in the app at /desk/assistance),
 * and a real adapter chosen by config (ASSIST_PROVIDER=partner: an assistance partner's HTTP API).
 * The partner's status changes come back on a signed webhook (partner-webhook.server.ts).
 */
export interface DispatchRequest {
  id: string;
  number: string;
  problem: string;
  lat: number | null;
  lng: number | null;
  accuracy_m: number | null;
  words: PlaceWords;
  place_label: string;
  landmark: string;
  vehicle: { registration: string; make_model: string; connector: string };
  mobile: string;
  second_mobile: string;
  people: number;
  tow_stations: TowStation[];
}

export interface AssistanceProvider {
  readonly name: 'desk' | 'partner';
  /** Hands the request on; answers the partner's reference. Throws PartnerSendError when it could not. */
  dispatch(request: DispatchRequest): Promise<{ ref: string | null }>;
  /** Tells the partner the person cancelled (best effort: the request is cancelled here either way). */
  cancel(request: { id: string; ref: string | null }): Promise<void>;
}

/** The desk answers every request itself: nothing to hand on. */
export class DeskProvider implements AssistanceProvider {
  readonly name = 'desk' as const;
  dispatch(): Promise<{ ref: string | null }> {
    return Promise.resolve({ ref: null });
  }
  cancel(): Promise<void> {
    return Promise.resolve();
  }
}

export class PartnerSendError extends Error {
  constructor(
    message: string,
    /** False when the partner refused the request itself (4xx): trying again would not help. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface PartnerOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Tries after the first, within one send. */
  retries: number;
  breakerFailures: number;
  breakerOpenMs: number;
  now: () => number;
  /** Waits between tries (tests pass one that does not wait for the clock). */
  sleep?: (ms: number) => Promise<void>;
}

class Refused {
  constructor(readonly status: number) {}
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The assistance partner's API (docs/assistance.md "Partner API"): POST /v1/requests with a bearer
 * key and our request id as its Idempotency-Key, so a send that timed out and is tried again
 * makes one job at the partner, not two. 5xx, time-outs and refused connections are tried again
 * (with a growing wait) and count against the circuit breaker; a 4xx is the partner refusing this
 * request, not tried again.
 */
export class PartnerProvider implements AssistanceProvider {
  readonly name = 'partner' as const;
  readonly breaker: CircuitBreaker;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: PartnerOptions) {
    this.breaker = new CircuitBreaker({
      failureThreshold: options.breakerFailures,
      cooldownMs: options.breakerOpenMs,
      now: options.now,
    });
    this.sleep = options.sleep ?? defaultSleep;
  }

  async dispatch(request: DispatchRequest): Promise<{ ref: string | null }> {
    const body = JSON.stringify({
      reference: request.number,
      problem: request.problem,
      position: request.lat === null ? null : { lat: request.lat, lng: request.lng, accuracy_m: request.accuracy_m },
      words: request.words,
      place: request.place_label,
      landmark: request.landmark,
      vehicle: request.vehicle,
      contact: { mobile: request.mobile, second_mobile: request.second_mobile },
      people: request.people,
      tow_candidates: request.tow_stations,
    });
    const answer = await this.withRetries(() => this.post('/v1/requests', body, request.id));
    const ref = (answer as { id?: unknown } | undefined)?.id;
    if (typeof ref !== 'string' || ref === '') throw new PartnerSendError('partner: answer has no request id', true);
    return { ref };
  }

  async cancel(request: { id: string; ref: string | null }): Promise<void> {
    if (!request.ref) return;
    await this.withRetries(() =>
      this.post(`/v1/requests/${encodeURIComponent(request.ref!)}/cancel`, '{}', `${request.id}:cancel`),
    );
  }

  private async withRetries(call: () => Promise<unknown>): Promise<unknown> {
    let last: unknown;
    for (let attempt = 0; attempt <= this.options.retries; attempt++) {
      if (attempt > 0) await this.sleep(200 * 2 ** (attempt - 1));
      try {
        const answer = await this.breaker.run(call, () => new PartnerSendError('partner: circuit open', true));
        if (answer instanceof Refused) throw new PartnerSendError(`partner: refused with ${answer.status}`, false);
        return answer;
      } catch (error) {
        last = error;
        if (error instanceof PartnerSendError && !error.retryable) throw error;
        if (this.breaker.state === 'open') break;
      }
    }
    throw last instanceof PartnerSendError ? last : new PartnerSendError(`partner: ${String(last)}`, true);
  }

  private async post(pathname: string, body: string, idempotencyKey: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(pathname, this.options.baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new PartnerSendError(`partner: request failed (${(error as Error).name})`, true);
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500) throw new PartnerSendError(`partner: answered ${response.status}`, true);
    // A 4xx the breaker must not count (the partner is up, it refused this one): answered, not thrown.
    if (!response.ok) return new Refused(response.status);
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      throw new PartnerSendError('partner: answer is not JSON', true);
    }
  }
}
