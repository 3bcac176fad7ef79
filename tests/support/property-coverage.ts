import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * Checks a property that speaks about only some of the generated cases (`check` returns false for
 * the others, before asserting anything), and fails unless at least `atLeast` of the `runs` cases
 * were ones it spoke about: a property that returned early every time would pass and say nothing.
 * Pick `atLeast` well under the share the generator makes (about half of it), so chance never fails it.
 */
export function assertOnEnough<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => boolean,
  { runs = 100, atLeast }: { runs?: number; atLeast: number },
) {
  let checked = 0;
  fc.assert(
    fc.property(arbitrary, (value) => {
      if (check(value)) checked++;
    }),
    { numRuns: runs },
  );
  expect(checked, `cases the property checked, of ${runs}`).toBeGreaterThanOrEqual(atLeast);
}
