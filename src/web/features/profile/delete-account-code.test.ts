import { describe, expect, it } from 'vitest';
import { codeMayBeValid, CODE_VALID_MS } from './delete-account-code.ts';

describe('a delete code sent earlier in this tab', () => {
  const sentAt = Date.UTC(2026, 10, 26, 10, 0);
  const deadline = sentAt + 30_000;

  it('is taken as good until the code’s lifetime has passed', () => {
    expect(codeMayBeValid(deadline, sentAt)).toBe(true);
    expect(codeMayBeValid(deadline, sentAt + 31_000)).toBe(true);
    expect(codeMayBeValid(deadline, sentAt + CODE_VALID_MS - 1)).toBe(true);
    expect(codeMayBeValid(deadline, sentAt + CODE_VALID_MS)).toBe(false);
  });

  it('is not there without a stored deadline, or with one from the future', () => {
    expect(codeMayBeValid(0, sentAt)).toBe(false);
    expect(codeMayBeValid(Number.NaN, sentAt)).toBe(false);
    expect(codeMayBeValid(deadline + 3_600_000, sentAt)).toBe(false);
  });
});
