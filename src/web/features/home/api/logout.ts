import { api } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';

/** PUT /ev/user/logout revokes the token on the server; the stored state is cleared whatever the answer. */
export async function logout(): Promise<void> {
  if (storage.token()) await api<null>('PUT', '/ev/user/logout', {});
  storage.signOut();
}
