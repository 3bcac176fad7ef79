import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';

/** Cards in the first render: a phone screen shows about four. */
export const FIRST_CARDS = 6;
/** Cards added per idle slot: small enough that each step stays well under a 50 ms long task on a slow phone. */
const STEP = 6;

/**
 * How many items of `list` to render now: the first FIRST_CARDS at once, then STEP more in each
 * idle slot until all are there. Mounting the whole catalogue (up to ~200 cards) in one go is one
 * long task that blocks the first interaction; in steps the page answers in between, and every
 * card is still in the page a moment later (so find-in-page and screen readers see the whole
 * list). A new list (another tab, sort, search or filter) starts again from the first cards.
 */
export function useProgressiveCount(list: readonly unknown[]): number {
  const [state, setState] = useState({ list, count: FIRST_CARDS });
  let count = state.count;
  if (state.list !== list) {
    // Reset during render (not in an effect), so a new list never mounts all its cards at once.
    count = FIRST_CARDS;
    setState({ list, count });
  }
  const done = count >= list.length;
  useEffect(() => {
    if (done) return undefined;
    // A transition: React renders the step in slices and yields to input in between.
    return whenIdle(
      () =>
        startTransition(() =>
          setState((current) => (current.list === list ? { list, count: current.count + STEP } : current)),
        ),
      300,
    );
  }, [list, count, done]);
  return Math.min(count, list.length);
}
