import { useEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true from the render
 * right after. Personal parts (the signed-in name, guards that read the stored session) render the
 * visitor's version until then, so the markup hydrates exactly and one cached page serves everyone.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Marks `<html data-hydrated>` once the app has taken over the page (hydrated or, for a shell,
 * rendered). Until then the server's markup shows but does not answer: a tap or keystroke before
 * it is lost, so browser journeys and synthetic monitoring wait for the mark before acting.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
