import { useEffect, useRef } from 'react';

export const COUNT_UP_STEP_MS = 15;

/**
 * Counts an element's text from target−100 up to target, one per 15 ms step (spec sections 4
 * and 9). The text is written straight into the element: a hundred React renders in 1.5 s cost a
 * slow phone real main-thread time, and nothing else on the page depends on the number.
 */
export function useCountUp<E extends HTMLElement>(target: number | null, format: (value: number) => string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (target === null || !element) return;
    let current = Math.max(0, target - 100);
    element.textContent = format(current);
    const timer = window.setInterval(() => {
      current += 1;
      element.textContent = format(current);
      if (current >= target) window.clearInterval(timer);
    }, COUNT_UP_STEP_MS);
    return () => window.clearInterval(timer);
  }, [target, format]);
  return ref;
}
