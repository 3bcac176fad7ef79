import { sessionValues } from './storage.ts';

/**
 * One line for the sign-in screen after a session ended on purpose ('Your account has been
 * deleted.'), already in the reader's language. Set just after storage.signOut (which empties
 * sessionStorage), so it is the only thing left; the sign-in screen reads it on its first render
 * and clears it once shown.
 */
const KEY = 'signInNotice';

export const signInNotice = {
  get: (): string => sessionValues.get(KEY) ?? '',
  set: (text: string) => sessionValues.set(KEY, text),
  clear: () => sessionValues.set(KEY, null),
};
