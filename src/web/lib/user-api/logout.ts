import { api } from '../api-client.ts';
import { storage } from '../storage.ts';

/** Revokes the token on the server, then clears the stored state whatever the answer. */
export async function logout() {
  if (storage.token()) await api<null>('PUT', '/ev/user/logout', {});
  storage.signOut();
}
