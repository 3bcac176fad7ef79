import { sessionValues } from '../../lib/storage.ts';

/**
 * The number waiting for its code (and, from sign-up, the name and e-mail to save once it is
 * verified). Kept in sessionStorage so a reload of /verification loses nothing.
 */
export interface PendingSignIn {
  mobile: string;
  name?: string;
  email?: string;
}

export const pendingSignIn = {
  get(): PendingSignIn | null {
    try {
      const value = JSON.parse(sessionValues.get('pendingSignIn') ?? 'null') as PendingSignIn | null;
      return value && typeof value.mobile === 'string' ? value : null;
    } catch {
      return null;
    }
  },
  set(value: PendingSignIn | null) {
    sessionValues.set('pendingSignIn', value ? JSON.stringify(value) : null);
  },
};
