import { use, type ComponentType, type FunctionComponent } from 'react';
import type { RouteObject } from 'react-router';
import { withKitLoaded } from './with-kit';

/**
 * A screen's module. One that routes further (the dashboard) exports its route table as
 * `routes`, so the screens under it are fetched ahead too (`loadMatchedScreens`).
 */
type ScreenModule = { default: ComponentType; routes?: RouteObject[] };

/** A route's screen whose code is fetched the first time it is shown (or preloaded: `load`). */
export type LazyScreen = FunctionComponent & {
  /** Fetches the screen's code: the download under way, or a new one after a failed one. */
  load(): Promise<ComponentType>;
  /** Whether the code has arrived, so the screen renders without suspending. */
  ready(): boolean;
  /** The route table the screen renders under its path, once its code has arrived. */
  nestedRoutes(): RouteObject[];
};

/**
 * A route's `Component` from a module whose default export is the screen. Until the code has
 * arrived the component suspends, and a first render shows the root's loading screen; a
 * navigation fetches the code before it shows the new screen (language-router.tsx), keeping the
 * current one under the progress bar meanwhile. A failed download throws into the root's error
 * boundary, which offers a reload (after a deployment the old chunk files are gone, and only a new
 * page finds the new ones).
 *
 * A screen is drawn with the UI kit's components unless it says `kit: false` (drawn with
 * src/kit only: the catalog's pages a phone lands on). For the others the kit's provider comes
 * with the screen's code, wrapped around it (KitProvider).
 */
export function lazyScreen(
  fetchModule: () => Promise<ScreenModule>,
  { kit = true }: { kit?: boolean } = {},
): LazyScreen {
  let loaded: ComponentType | null = null;
  let nested: RouteObject[] = [];
  let attempt: Promise<ComponentType> | null = null;
  let failed = false;

  function fetchScreen(): Promise<ComponentType> {
    failed = false;
    attempt = (async () => {
      const screen = fetchModule().then((module) => {
        nested = module.routes ?? [];
        return module.default;
      });
      loaded = kit ? await withKitLoaded(screen) : await screen;
      return loaded;
    })().catch((error: unknown) => {
      failed = true;
      throw error;
    });
    return attempt;
  }

  /** Ahead of a render: the download under way, or a new one after a failure. */
  function load(): Promise<ComponentType> {
    return attempt && !failed ? attempt : fetchScreen();
  }

  function Screen() {
    // A failed download stays failed for rendering (the error screen's reload starts afresh):
    // starting another one on each render would retry without end.
    const Loaded = loaded ?? use(attempt ?? fetchScreen());
    return <Loaded />;
  }
  return Object.assign(Screen, {
    load,
    ready: () => loaded !== null,
    nestedRoutes: () => nested,
  });
}

/** Whether a route's component is a lazy screen (whose code can be fetched ahead). */
export function isLazyScreen(component: unknown): component is LazyScreen {
  return typeof component === 'function' && typeof (component as LazyScreen).load === 'function';
}
