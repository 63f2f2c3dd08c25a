import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withKitLoaded } from './with-kit';

type ScreenModule = { default: ComponentType };

/**
 * A route's `lazy` definition from a module whose default export is the screen. The router
 * fetches the code when the route is first matched; meanwhile the root's fallback (first load)
 * or the progress bar (later navigations) is shown.
 *
 * A screen is drawn with the UI kit's components unless it says `kit: false` (drawn with
 * src/kit only: the catalog's pages a phone lands on). For the others the kit's provider comes
 * with the screen's code, wrapped around it (KitProvider).
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  { kit = true }: { kit?: boolean } = {},
): NonNullable<RouteObject['lazy']> {
  return {
    Component: async () => {
      const screen = load().then((module) => module.default);
      return kit ? withKitLoaded(screen) : screen;
    },
  };
}
