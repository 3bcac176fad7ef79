import { track } from '../../lib/analytics/track.ts';
import { useCallback, useEffect, useState } from 'react';
import { vehicleLookupBody, type VehicleLookupBody } from '../../../domain/rto/vehicle-lookup.schema.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { i18n, wordMessage } from '../../lib/i18n.ts';

export type LookupState<T> =
  | { status: 'loading' }
  | { status: 'done'; data: T; masked: boolean }
  | { status: 'failed'; message: string; canRetry: boolean };

/**
 * Why a lookup failed, in words: 'Vehicle Number not found' for an unknown number and for any
 * failure the spec does not single out (section 8); the server's own message for the daily limit
 * and a bad number; a try-again message when the registry or the network is down.
 */
function failure(result: ApiResult<unknown>): { message: string; canRetry: boolean } {
  if (result.status === 0) return { message: result.message, canRetry: true };
  if (result.status === 503 || result.status === 504) return { message: i18n.t('rto.unavailable'), canRetry: true };
  if (result.status === 429 || result.status === 400) return { message: wordMessage(result.message), canRetry: false };
  return { message: i18n.t('rto.notFound'), canRetry: false };
}

/**
 * Runs one lookup for the number in the page's query string (so a reload repeats it). A number
 * that fails the shared rule never reaches the server.
 */
export function useLookup<T>(
  rawNumber: string,
  call: (body: VehicleLookupBody) => Promise<ApiResult<T> & { masked?: boolean }>,
  event: 'rc_lookup' | 'challan_lookup',
) {
  const [state, setState] = useState<LookupState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const parsed = vehicleLookupBody.safeParse({ vehicleNumber: rawNumber });
  const vehicleNumber = parsed.success ? parsed.data.vehicleNumber : '';

  useEffect(() => {
    if (!vehicleNumber) {
      setState({ status: 'failed', message: i18n.t('validation.vehicleNumber'), canRetry: false });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void call({ vehicleNumber }).then((result) => {
      if (!current) return;
      const found = result.success && result.data !== undefined;
      // How the lookup ended, never the number.
      track(event, { outcome: found ? 'found' : result.status === 404 ? 'not_found' : 'failed' });
      if (found) setState({ status: 'done', data: result.data as T, masked: result.masked !== false });
      else setState({ status: 'failed', ...failure(result) });
    });
    return () => {
      current = false;
    };
  }, [vehicleNumber, attempt, call, event]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { vehicleNumber: vehicleNumber || rawNumber, state, retry };
}
