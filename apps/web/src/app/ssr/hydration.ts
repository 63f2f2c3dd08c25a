import { useSyncExternalStore } from 'react';

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
