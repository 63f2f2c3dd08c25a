import { useEffect, useState, type ReactNode } from 'react';
import { slicesHydrated } from './hydration-slices';
import { RequestSeedsContext, type RequestSeeds, type SeededRequest } from './request-seeds';

/**
 * Gives the hydrating screens how the server's requests ended, once: when the page's last slice
 * has hydrated (hydration-slices.tsx) the seeds are dropped, so a screen opened later (or the
 * same one after navigating away) asks the API again.
 */
export function HydrationSeeds({
  requests,
  children,
}: {
  requests: [string, SeededRequest][];
  children: ReactNode;
}) {
  const [seeds, setSeeds] = useState<RequestSeeds | null>(() =>
    requests.length > 0 ? new Map(requests) : null,
  );
  useEffect(() => {
    void slicesHydrated().then(() => setSeeds(null));
  }, []);
  return <RequestSeedsContext value={seeds}>{children}</RequestSeedsContext>;
}
