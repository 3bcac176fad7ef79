import { useEffect, useState } from 'react';

export const COUNT_UP_STEP_MS = 15;

/** Counts from target−100 up to target, one per 15 ms step (spec sections 4 and 9). */
export function useCountUp(target: number | null): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (target === null) return;
    let current = Math.max(0, target - 100);
    setValue(current);
    const timer = window.setInterval(() => {
      current += 1;
      setValue(current);
      if (current >= target) window.clearInterval(timer);
    }, COUNT_UP_STEP_MS);
    return () => window.clearInterval(timer);
  }, [target]);
  return value;
}
