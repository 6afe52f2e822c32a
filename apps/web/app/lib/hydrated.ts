import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the page has hydrated: false on the server and during hydration, true afterwards.
 * Anything that depends on the browser (persisted stores, the current time, the system theme)
 * renders a stable placeholder until this turns true, so hydration never mismatches.
 *
 * Outside a `HydratedProvider` (a component rendered on its own, in a test): false on the
 * server, true in a browser.
 */
const HydratedContext = createContext(typeof document !== 'undefined');

/**
 * Turns `useHydrated()` true once the page has hydrated, as a transition: React renders what
 * changes in slices it can interrupt, so a phone's main thread is never blocked by it. (Read with
 * useSyncExternalStore, the change forced one blocking render of every reader, with all of
 * hydration's effects, in a single task: the largest part of Home's Total Blocking Time.)
 * Components mounted later (a client navigation) read true at once. Marks `<html data-hydrated>`
 * once the change is on screen: the browser journeys wait for it.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    else document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
