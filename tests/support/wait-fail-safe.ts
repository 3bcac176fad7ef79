/**
 * How long a wait for an event (expect.poll, vi.waitFor, Testing Library's findBy… and waitFor) may
 * take before the test fails: a fail-safe for an event that never comes, not a budget. The libraries'
 * own default of 1 s is a clock that a loaded 2-core machine can miss.
 */
export const WAIT_FAIL_SAFE_MS = 30_000;
