import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AssistanceRequestBody } from '../../../domain/assistance/assistance-request.schema.ts';
import { assistanceRequestPath } from '../../app/paths.ts';
import { outbox } from './assistance-outbox.ts';
import { sendAssistanceRequest } from './api/send-assistance-request.ts';

export type SendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'waiting' } | { kind: 'refused'; message: string };

/**
 * Sends a request, or keeps it on the phone when there is no connection and sends it as soon as
 * one comes ('online', or the page opened again): one at a time, always with the key it was made
 * with, so however many tries reach the server it is one request.
 */
export function useOutboxSender() {
  const navigate = useNavigate();
  const [state, setState] = useState<SendState>(() => (outbox.get() ? { kind: 'waiting' } : { kind: 'idle' }));
  const busy = useRef(false);

  const attempt = useCallback(async () => {
    const item = outbox.get();
    if (!item || busy.current) return;
    busy.current = true;
    try {
      const result = await sendAssistanceRequest(item.body);
      if (result.status === 0) return setState({ kind: 'waiting' });
      if (result.success && result.data) {
        outbox.clear();
        return navigate(assistanceRequestPath(result.data.request.id), { replace: true });
      }
      // Refused (a bad field, too many): it will not go better by waiting; the person sees why.
      outbox.clear();
      setState({ kind: 'refused', message: result.message });
    } finally {
      busy.current = false;
    }
  }, [navigate]);

  const send = useCallback(
    async (body: AssistanceRequestBody, words: string) => {
      outbox.put({ body, words, madeAt: Date.now() });
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return setState({ kind: 'waiting' });
      setState({ kind: 'sending' });
      await attempt();
    },
    [attempt],
  );

  useEffect(() => {
    const online = () => void attempt();
    window.addEventListener('online', online);
    if (outbox.get() && navigator.onLine !== false) void attempt();
    return () => window.removeEventListener('online', online);
  }, [attempt]);

  return { state, send, waiting: outbox.get() };
}
