/**
 * The service worker's answer to a refusal (429, decision 0018): it never turns one into a retry
 * storm. After a 429 the worker sends nothing more of that kind to the server until the refusal's
 * Retry-After has passed; meanwhile it serves what it has kept (a saved page, a kept answer) and,
 * when it has nothing, answers with a 429 of its own that says how long is left. Pure, apart from
 * building Response objects: the worker keeps one gate for pages and one for the API.
 */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** Retry-After in seconds (a number or an HTTP date), 5 when absent or unreadable, at most an hour. */
export function retryAfterSeconds(header: string | null, now: number): number {
  if (header === null || header.trim() === '') return 5;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(3600, Math.max(1, Math.ceil(seconds)));
  const date = Date.parse(header);
  if (Number.isNaN(date)) return 5;
  return Math.min(3600, Math.max(1, Math.ceil((date - now) / 1000)));
}

export class RetryAfterGate {
  private until = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Notes a server answer: a 429 closes the gate for its Retry-After. */
  note(response: Response): void {
    if (response.status !== 429) return;
    const now = this.now();
    this.until = Math.max(this.until, now + retryAfterSeconds(response.headers.get('retry-after'), now) * 1000);
  }

  /** Milliseconds the gate stays closed, 0 when open. */
  waitMs(): number {
    return Math.max(0, this.until - this.now());
  }

  /** The worker's own refusal while the gate is closed, in the API's shape, with the time left. */
  refusal(): Response {
    const seconds = Math.max(1, Math.ceil(this.waitMs() / 1000));
    return new Response(JSON.stringify({ success: false, message: TOO_MANY_REQUESTS }), {
      status: 429,
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(seconds) },
    });
  }
}
