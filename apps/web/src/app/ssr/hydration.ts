import { useEffect, useSyncExternalStore } from 'react';
import { slicesHydrated } from './hydration-slices';

/** Whether the app has taken over the page; flips once, and tells the parts that read it. */
let hydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called once the app has taken over the page: after the server's markup has hydrated (every
 * slice of it, see hydration-slices.tsx), or before the first render of a page the browser draws
 * alone (a shell).
 */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

/**
 * False while the server renders and while the browser hydrates that markup, true from the render
 * right after. Personal parts (the signed-in name, guards that read the stored session) render the
 * visitor's version until then, so the markup hydrates exactly and one cached page serves everyone.
 * It waits for the page's last slice: a part drawn differently earlier would take element ids
 * (`useId` counts in render order) that the slices still to hydrate had on the server.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/**
 * Marks `<html data-hydrated>` once the app has taken over the page (hydrated, the page's slices
 * included, or, for a shell, rendered). Until then the server's markup shows but does not answer:
 * a tap or keystroke before it is lost, so browser journeys and synthetic monitoring wait for the
 * mark before acting.
 */
export function HydratedMark() {
  useEffect(() => {
    void slicesHydrated().then(() => {
      markHydrated();
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}
