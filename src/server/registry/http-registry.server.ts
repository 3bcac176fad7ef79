import type { Challan, VehicleInfo } from '../../domain/rto/vehicle-lookup.schema.ts';
import { CircuitBreaker } from './circuit-breaker.server.ts';
import { RegistryUnavailableError, toDisplayDate, type RegistryProvider } from './registry-provider.server.ts';

/**
 * A licensed registry data provider over HTTP (REGISTRY_PROVIDER=http). The provider's API, as
 * this adapter expects it (docs/decisions/0005-registry-provider.md):
 *   GET {base}/rc/{regNo}        → 200 {"data": {rc_number, maker_description, maker_model, registration_date,
 *                                   fuel_type, owner_name, insurance_company, insurance_upto,
 *                                   vehicle_engine_number, vehicle_chasi_number, vehicle_category_description}}
 *   GET {base}/challans/{regNo}  → 200 {"data": {"challans": [{challan_number, challan_date, amount,
 *                                   challan_status, offense_details, state, accused_name}]}}
 *   404 on either                → the number is unknown
 * with the key in an `x-api-key` header. Each attempt has its own time-out; 5xx answers, time-outs
 * and network errors are retried with exponential back-off; 4xx (other than 404) and malformed
 * answers are not. A circuit breaker stops calling a provider that keeps failing.
 */
export interface HttpRegistryOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Extra attempts after the first, for 5xx and time-outs. */
  retries: number;
  /** First back-off wait; each retry doubles it. */
  backoffMs?: number;
  failureThreshold?: number;
  cooldownMs?: number;
  now?: () => number;
}

type Json = Record<string, unknown>;

class RetryableError extends RegistryUnavailableError {}

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class HttpRegistry implements RegistryProvider {
  readonly name = 'http';
  private readonly breaker: CircuitBreaker;

  constructor(private readonly options: HttpRegistryOptions) {
    this.breaker = new CircuitBreaker({
      failureThreshold: options.failureThreshold ?? 5,
      cooldownMs: options.cooldownMs ?? 30_000,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  get circuit() {
    return this.breaker.state;
  }

  async vehicle(regNo: string): Promise<VehicleInfo | undefined> {
    const body = await this.get(`/rc/${encodeURIComponent(regNo)}`);
    if (body === undefined) return undefined;
    const rc = body.data;
    if (!isObject(rc)) throw new RegistryUnavailableError('malformed answer: no data object');
    return {
      vehicleManufacturerName: str(rc.maker_description),
      regNo: str(rc.rc_number) || regNo,
      model: str(rc.maker_model),
      regDate: toDisplayDate(str(rc.registration_date)),
      type: str(rc.fuel_type),
      owner: str(rc.owner_name),
      vehicleInsuranceCompanyName: str(rc.insurance_company),
      engine: str(rc.vehicle_engine_number),
      chassis: str(rc.vehicle_chasi_number),
      vehicleCategory: str(rc.vehicle_category_description),
      vehicleInsuranceUpto: toDisplayDate(str(rc.insurance_upto)),
    };
  }

  async challans(regNo: string): Promise<Challan[] | undefined> {
    const body = await this.get(`/challans/${encodeURIComponent(regNo)}`);
    if (body === undefined) return undefined;
    const list = isObject(body.data) ? body.data.challans : undefined;
    if (!Array.isArray(list)) throw new RegistryUnavailableError('malformed answer: no challans list');
    return list.filter(isObject).map((c) => ({
      challanStatus: str(c.challan_status),
      offenseDetails: str(c.offense_details),
      amount: Math.round(Number(c.amount) || 0),
      challanNumber: str(c.challan_number),
      state: str(c.state),
      challanDate: toDisplayDate(str(c.challan_date)),
      accusedName: str(c.accused_name),
    }));
  }

  /** The parsed body of a 200, or undefined for a 404; every failure is a RegistryUnavailableError. */
  private get(path: string): Promise<Json | undefined> {
    return this.breaker.run(
      () => this.withRetries(() => this.attempt(path)),
      () => new RegistryUnavailableError('circuit open'),
    );
  }

  private async withRetries<T>(call: () => Promise<T>): Promise<T> {
    const backoff = this.options.backoffMs ?? 200;
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof RetryableError) || attempt >= this.options.retries) throw error;
        await sleep(backoff * 2 ** attempt);
      }
    }
  }

  private async attempt(path: string): Promise<Json | undefined> {
    let response: Response;
    try {
      response = await fetch(this.options.baseUrl.replace(/\/+$/, '') + path, {
        headers: { accept: 'application/json', 'x-api-key': this.options.apiKey },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new RetryableError(
        timedOut
          ? `timed out after ${this.options.timeoutMs} ms`
          : `network error: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new RetryableError(`HTTP ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RegistryUnavailableError(`HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (timedOut) throw new RetryableError(`timed out after ${this.options.timeoutMs} ms`);
      throw new RegistryUnavailableError('malformed answer: not JSON');
    }
    if (!isObject(body)) throw new RegistryUnavailableError('malformed answer: not an object');
    return body;
  }
}
