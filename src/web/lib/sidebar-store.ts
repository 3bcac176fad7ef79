import { useSyncExternalStore } from 'react';

/** Sidebar state (spec section 3): activeMenu (default 'Home') and drowerOpen (spelled so). */
export interface SidebarState {
  activeMenu: string;
  drowerOpen: boolean;
}

let state: SidebarState = { activeMenu: 'Home', drowerOpen: false };
const listeners = new Set<() => void>();

export const sidebar = {
  get: () => state,
  set(next: Partial<SidebarState>) {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSidebar(): SidebarState {
  return useSyncExternalStore(sidebar.subscribe, sidebar.get, sidebar.get);
}
