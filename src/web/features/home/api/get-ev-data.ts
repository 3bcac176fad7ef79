import type { EvSalesTotals } from '../../../../domain/sales/ev-registrations.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /ev/evData: national EV registrations. A failure is silent: the card stays hidden. */
export async function getEvData(): Promise<EvSalesTotals | null> {
  const result = await api<EvSalesTotals>('GET', '/ev/evData');
  return result.success && result.data ? result.data : null;
}
