import { initialPath } from '../../lib/initial-path.ts';
import { storage, storageKeys } from '../../lib/storage.ts';

/** 'undefined', 'null' and empty query values mean "no value" (spec section 2, Splash). */
const clean = (value: string | null) => (!value || value === 'undefined' || value === 'null' ? '' : value);

/**
 * On / and /signin a partner app may hand over a signed-in person in the query string:
 * token, name, mobile, email and userPreference. With no token stored yet, keep them.
 * Returns true when the query carried a token, so the caller can drop it from the address bar.
 */
export function applyQueryLogin(search: string): boolean {
  const params = new URLSearchParams(search);
  const token = clean(params.get('token'));
  if (!token) return false;
  if (!storage.token()) {
    storage.setDetails({
      name: clean(params.get('name')),
      mobile: clean(params.get('mobile')),
      email: clean(params.get('email')),
      userPreference: clean(params.get('userPreference')),
    });
    storage.set(storageKeys.preference, clean(params.get('userPreference')));
    storage.set(storageKeys.token, token);
  }
  return true;
}

let splashSeen = false;
export const splashState = {
  shouldShow: (path: string) => !splashSeen && initialPath === path,
  markSeen: () => {
    splashSeen = true;
  },
};
