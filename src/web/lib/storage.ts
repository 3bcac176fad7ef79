import { useSyncExternalStore } from 'react';
import type { UserProfile } from '../../domain/user/user-api.schema.ts';
import { deletePersonalCaches } from './pwa/personal-caches.ts';
import { onServer, prerenderedFor, prerenderSnapshot, readOnServer } from './prerender-snapshot.ts';

/** Browser storage keys, exactly as spec section 3 names them. */
export const storageKeys = {
  token: 'evtoken',
  preference: 'preference',
  tempPreference: 'tempPreference',
  details: 'evdetails',
  recentVehicleSearch: 'recentVehicleSearch',
  vehicleNo: 'vehicleNo',
  /** The vehicle last planned a trip with (the trip form's default). */
  tripVehicle: 'tripVehicle',
} as const;

/**
 * The person's last search results, kept by the stations feature so they open offline ('Saved ·
 * 2 h ago'): where they were and where they went, so sign-out clears them too.
 */
export const resultKeys = {
  lastTrip: 'lastTrip',
  lastNearby: 'lastNearby',
  /** Roadside assistance (issue 39): a request waiting for signal, and the numbers and vehicle of the last visit. */
  assistOutbox: 'assistOutbox',
  assistStart: 'assistStart',
} as const;

/** What logout and a 401 clear (spec section 8 plus vehicleNo, tripVehicle and the last results, which belong to the person). */
const SIGN_OUT_KEYS = [...Object.values(storageKeys), ...Object.values(resultKeys)];

export type StoredDetails = Partial<
  Pick<
    UserProfile,
    'name' | 'mobile' | 'email' | 'grNumber' | 'userPreference' | 'skipGrNumber' | 'viewedCOVScreen' | 'id'
  >
>;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function safeGet(key: string): string | null {
  if (onServer) return readOnServer(key, null);
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app still works for this page view.
  }
}

export const storage = {
  get: safeGet,
  set(key: string, value: string | null) {
    safeSet(key, value);
    notify();
  },
  token: () => safeGet(storageKeys.token) ?? '',
  preference: () => safeGet(storageKeys.preference) ?? '',
  details(): StoredDetails {
    try {
      const parsed: unknown = JSON.parse(safeGet(storageKeys.details) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as StoredDetails) : {};
    } catch {
      return {};
    }
  },
  setDetails(details: StoredDetails) {
    safeSet(storageKeys.details, JSON.stringify({ ...storage.details(), ...details }));
    notify();
  },
  /** Stores what verify-otp and the profile calls return. */
  saveProfile(profile: UserProfile) {
    storage.setDetails({
      id: profile.id,
      name: profile.name,
      mobile: profile.mobile,
      email: profile.email,
      grNumber: profile.grNumber,
      userPreference: profile.userPreference,
      skipGrNumber: profile.skipGrNumber,
      viewedCOVScreen: profile.viewedCOVScreen,
    });
    safeSet(storageKeys.preference, profile.userPreference);
    if (profile.grNumber) safeSet(storageKeys.vehicleNo, profile.grNumber);
    notify();
  },
  /** Clears the stored session and what belongs to the person, their cached API answers included. */
  signOut() {
    for (const key of SIGN_OUT_KEYS) safeSet(key, null);
    void deletePersonalCaches();
    try {
      window.sessionStorage.clear();
    } catch {
      // nothing to clear
    }
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = () => listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/**
 * Re-renders when the stored token changes (sign-in, logout, another tab). Hydrating a prerendered
 * page starts from what the build assumed: a signed-in screen is hydrated only when a token is
 * stored (the boot script shows the splash otherwise), so it reads the stored token; a visitor's
 * screen starts as a visitor's and then re-renders with the token, if any.
 */
export function useToken(): string {
  return useSyncExternalStore(storage.subscribe, storage.token, () => {
    if (onServer) return prerenderSnapshot.token;
    return prerenderedFor() === 'user' ? storage.token() : '';
  });
}

export function usePreference(): string {
  return useSyncExternalStore(storage.subscribe, storage.preference, () =>
    onServer ? readOnServer(storageKeys.preference, '') : '',
  );
}

let detailsCache = { raw: '', value: {} as StoredDetails };
export function useDetails(): StoredDetails {
  return useSyncExternalStore(
    storage.subscribe,
    () => {
      const raw = safeGet(storageKeys.details) ?? '';
      if (raw !== detailsCache.raw) detailsCache = { raw, value: storage.details() };
      return detailsCache.value;
    },
    () => (onServer ? readOnServer(storageKeys.details, detailsCache.value) : detailsCache.value),
  );
}

/** Session-scoped values that must survive a reload mid-flow (the number awaiting its code). */
export const sessionValues = {
  get(key: string): string | null {
    if (onServer) return readOnServer(`session:ev.${key}`, null);
    try {
      return window.sessionStorage.getItem(`ev.${key}`);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null) {
    try {
      if (value === null) window.sessionStorage.removeItem(`ev.${key}`);
      else window.sessionStorage.setItem(`ev.${key}`, value);
    } catch {
      // ignore
    }
  },
};
