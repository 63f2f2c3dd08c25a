import { useContext, useEffect, useRef } from 'react';
import { RequestCollectorContext } from './ssr/request-seeds';
import type { StartedRequest } from './use-request';

/**
 * Loads data shared by many screens (the footer, the shop's status) once per visit: the first
 * screen that needs it while it is still `idle` starts the request. On the server it starts during
 * render, so the page is rendered with it and the browser receives it in the store's state.
 */
export function useLoadOnce(isIdle: boolean, start: () => StartedRequest, key: string): void {
  const collector = useContext(RequestCollectorContext);
  if (collector && isIdle) collector.start(key, start, false);
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    if (isIdle) void startRef.current();
  }, [isIdle]);
}
