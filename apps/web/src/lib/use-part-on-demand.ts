import { useCallback, useState } from 'react';

/**
 * A part of a widget whose code loads at the visitor's first sign of wanting it (the pointer on
 * it, focus, a press, typing) rather than with every page: `request` starts the load, and the part
 * (what `load` resolves to, a component) is returned from then on, `null` before.
 *
 * Unlike `React.lazy` under `Suspense`, nothing renders in between: the widget's light stand-in
 * stays on the page until the code is here and is then swapped for the real thing in one commit,
 * so the element the visitor is focused on or pressing is never replaced by a fallback. A failed
 * load (offline) leaves the stand-in, and the next request tries again.
 *
 * `load` must be a module-level function (`() => import('./x').then((m) => m.X)`).
 */
export function usePartOnDemand<T>(load: () => Promise<T>): [part: T | null, request: () => void] {
  const [part, setPart] = useState<T | null>(null);
  const request = useCallback(() => {
    // The part is a component, which setState would call as an updater: hand it over wrapped.
    load().then(
      (loaded) => setPart(() => loaded),
      () => {},
    );
  }, [load]);
  return [part, request];
}
