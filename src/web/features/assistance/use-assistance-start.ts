import { useEffect, useState } from 'react';
import type { AssistanceStart } from '../../../domain/assistance/assistance-api.ts';
import { keptStart } from './assistance-outbox.ts';
import { getAssistanceStart } from './api/get-assistance-start.ts';

/** The numbers and the profile's vehicle: kept from the last visit at once, then fresh from the server when it answers. */
export function useAssistanceStart(): AssistanceStart | null {
  const [start, setStart] = useState<AssistanceStart | null>(() => keptStart.get());
  useEffect(() => {
    let live = true;
    void getAssistanceStart().then((result) => {
      if (!live || !result.success || !result.data) return;
      keptStart.put(result.data);
      setStart(result.data);
    });
    return () => {
      live = false;
    };
  }, []);
  return start;
}
