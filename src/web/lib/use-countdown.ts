import { useCallback, useEffect, useState } from 'react';
import { onServer, readOnServer } from './prerender-snapshot.ts';

/**
 * Counts down whole seconds to a deadline kept in sessionStorage, so a reload does not reset
 * the resend timer. Returns the seconds left and a restart function.
 */
export function useCountdown(storageKey: string, seconds: number): [number, () => void] {
  const readDeadline = () => {
    if (onServer) return readOnServer(`session:${storageKey}`, 0);
    try {
      return Number(window.sessionStorage.getItem(storageKey)) || 0;
    } catch {
      return 0;
    }
  };
  const [deadline, setDeadline] = useState(() => readDeadline() || Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    try {
      window.sessionStorage.setItem(storageKey, String(deadline));
    } catch {
      // not persisted: the countdown still runs
    }
  }, [deadline, storageKey]);

  useEffect(() => {
    if (deadline <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, deadline - now));
    return () => window.clearTimeout(timer);
  }, [deadline, now]);

  const restart = useCallback(() => {
    const next = Date.now() + seconds * 1000;
    setDeadline(next);
    setNow(Date.now());
  }, [seconds]);

  return [Math.max(0, Math.ceil((deadline - now) / 1000)), restart];
}
