import type { CounterStore } from '../http/counter-store.server.ts';
import { WindowLimiter, type Verdict } from '../http/window-limiter.server.ts';
import type { RequestKind } from './request-kind.server.ts';

/** The levels, per window (TRAFFIC_WINDOW_SECONDS, 10 by default, so a flood is cut within seconds; decision 0018 gives the reasoning). */
export interface TrafficLevels {
  /** Anonymous API calls per address. */
  apiPerAddress: number;
  /** Signed-in (or maps-token) API calls per token. */
  apiPerToken: number;
  /** Every API call per address, signed in or not: the backstop behind the per-token count. */
  apiBackstopPerAddress: number;
  /** Page navigations per address: flood level only. */
  pagesPerAddress: number;
  /** Static files per address: a flood guard of its own, far above any crowd's first visits. */
  staticPerAddress: number;
}

/** A verdict, and on a refusal which count refused it. */
export interface TrafficVerdict extends Verdict {
  refusedBy?: 'backstop' | 'address' | 'token' | 'pages' | 'static';
}

const ALLOWED: TrafficVerdict = { allowed: true, retryAfterSeconds: 0 };

/** The backstop's refusal first (nothing gets past it), else the address's or the token's. */
function combine(backstop: Verdict, own: Verdict, ownName: 'address' | 'token'): TrafficVerdict {
  if (!backstop.allowed) return { ...backstop, refusedBy: 'backstop' };
  if (!own.allowed) return { ...own, refusedBy: ownName };
  return ALLOWED;
}

const named = (verdict: Verdict, name: TrafficVerdict['refusedBy']): TrafficVerdict =>
  verdict.allowed ? ALLOWED : { ...verdict, refusedBy: name };
const namedLater = (verdict: Verdict | Promise<Verdict>, name: TrafficVerdict['refusedBy']) =>
  verdict instanceof Promise ? verdict.then((v) => named(v, name)) : named(verdict, name);

/**
 * Which budgets a request counts against, by its kind and whether it carries a known token
 * (a signed-in session or a maps token): static files, pages and API calls never share a count.
 */
export class TrafficBudgets {
  private readonly api: WindowLimiter;
  private readonly token: WindowLimiter;
  private readonly backstop: WindowLimiter;
  private readonly pages: WindowLimiter;
  private readonly statics: WindowLimiter;

  constructor(store: CounterStore, windowMs: number, levels: TrafficLevels) {
    this.api = new WindowLimiter(store, 'api-ip', levels.apiPerAddress, windowMs);
    this.token = new WindowLimiter(store, 'api-token', levels.apiPerToken, windowMs);
    this.backstop = new WindowLimiter(store, 'api-all-ip', levels.apiBackstopPerAddress, windowMs);
    this.pages = new WindowLimiter(store, 'pages-ip', levels.pagesPerAddress, windowMs);
    this.statics = new WindowLimiter(store, 'static-ip', levels.staticPerAddress, windowMs);
  }

  /**
   * The verdict for one request: at once when the store counts in memory, a promise when it is
   * Redis. `tokenKey` is the counting key of a known token, or undefined for an anonymous call.
   */
  check(kind: RequestKind, address: string, tokenKey: string | undefined): TrafficVerdict | Promise<TrafficVerdict> {
    if (kind === 'static') return namedLater(this.statics.hit(address), 'static');
    if (kind === 'page') return namedLater(this.pages.hit(address), 'pages');
    const backstop = this.backstop.hit(address);
    const own = tokenKey === undefined ? this.api.hit(address) : this.token.hit(tokenKey);
    const ownName = tokenKey === undefined ? 'address' : 'token';
    if (backstop instanceof Promise || own instanceof Promise)
      return Promise.all([backstop, own]).then(([b, o]) => combine(b, o, ownName));
    return combine(backstop, own, ownName);
  }

  /**
   * A call first counted as anonymous whose token then proved to be a session: its own count
   * instead (the address's counts already hold it).
   */
  checkToken(tokenKey: string): TrafficVerdict | Promise<TrafficVerdict> {
    return namedLater(this.token.hit(tokenKey), 'token');
  }
}
