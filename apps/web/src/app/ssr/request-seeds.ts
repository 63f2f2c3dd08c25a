import { createContext, useContext } from 'react';
import type { ApiError } from '../api-client';
import type { StartedRequest } from '../use-request';

/** How one of a page's requests ended on the server, handed to the browser with the page. */
export interface SeededRequest {
  phase: 'done' | 'error';
  error: ApiError | null;
  /** What the request resolved with, for hooks that keep their answer outside the store. */
  value?: unknown;
}

/** Keyed by the `useRequest` key, which both sides compute from the same props and language. */
export type RequestSeeds = Map<string, SeededRequest>;

/**
 * The server's side of the page's requests: while it collects, `start` runs each request the
 * first time a screen asks for it; once they settled, the next render reads them from `seeds`.
 */
export interface RequestCollector {
  seeds: RequestSeeds;
  start: (key: string, start: () => StartedRequest, keepValue: boolean) => void;
}

export const RequestSeedsContext = createContext<RequestSeeds | null>(null);
export const RequestCollectorContext = createContext<RequestCollector | null>(null);

/** The answer a request had on the server, while the page it rendered is being hydrated. */
export function useSeededRequest(key: string): SeededRequest | undefined {
  const collector = useContext(RequestCollectorContext);
  const seeds = useContext(RequestSeedsContext);
  return (collector?.seeds ?? seeds)?.get(key);
}

/** Collects a page's requests on the server; the seeds are what the browser receives. */
export function createRequestCollector(): RequestCollector & { settle: () => Promise<number> } {
  const seeds: RequestSeeds = new Map();
  const pending = new Map<string, Promise<void>>();
  return {
    seeds,
    start(key, begin, keepValue) {
      if (seeds.has(key) || pending.has(key)) return;
      const settled = begin()
        .unwrap()
        .then(
          (value) =>
            void seeds.set(key, { phase: 'done', error: null, ...(keepValue && { value }) }),
          (error: unknown) => void seeds.set(key, { phase: 'error', error: toSeedError(error) }),
        );
      pending.set(key, settled);
    },
    /** Waits for what was started and answers how many requests that was. */
    async settle() {
      const started = [...pending.values()];
      pending.clear();
      await Promise.all(started);
      return started.length;
    },
  };
}

function toSeedError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { message, statusCode, data } = error as ApiError;
    return { message, statusCode, data: data ?? null };
  }
  return { message: '', statusCode: 0, data: null };
}
