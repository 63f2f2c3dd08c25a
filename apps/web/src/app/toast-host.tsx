import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastDemand, toastsWanted } from './toast-demand';

const ToastList = lazy(() => import('./toast-list'));

/**
 * Where toasts appear, mounted with the first one: a toast sent before its container is there
 * waits in the library's queue. Nothing on the server nor in the first render, so hydration
 * matches.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastDemand, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
