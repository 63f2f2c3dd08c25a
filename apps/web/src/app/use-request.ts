import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiError } from './api-client';
import { RequestCollectorContext, useSeededRequest } from './ssr/request-seeds';

/** What `dispatch(thunk(arg))` returns: abortable, and `unwrap()` rejects with the ApiError. */
export interface StartedRequest {
  abort: () => void;
  unwrap: () => Promise<unknown>;
}

export type RequestPhase = 'loading' | 'done' | 'error';

export interface RequestState {
  phase: RequestPhase;
  error: ApiError | null;
  /** True once this screen had an answer: a later load dims the list instead of blanking it. */
  hasLoaded: boolean;
  retry: () => void;
}

interface Settled {
  key: string;
  phase: 'done' | 'error';
  error: ApiError | null;
}

/**
 * Dispatches a thunk whenever `key` changes (the request's arguments and the language) and tracks
 * that one request. The data stays in the slice; the status is kept here because a slice shares
 * one `loading` flag between calls, and a screen such as the home page shows several lists at
 * once. A newer request aborts the older one, so a late answer never wins.
 *
 * A server-rendered page already ran its requests: on the server the collector starts them during
 * render, and the browser starts from how they ended (`useSeededRequest`) instead of asking again.
 * `keepValue` hands the resolved value along too, for hooks that keep it in their own state.
 *
 * `isAnswered`: the store already holds the answer for this key (the shopper came Back to a
 * list). The screen then shows it at once, at its full height, while the request revalidates it —
 * a placeholder would make the page shorter than the scroll position being restored.
 */
export function useRequest(
  start: () => StartedRequest,
  key: string,
  { keepValue = false, isAnswered = false }: { keepValue?: boolean; isAnswered?: boolean } = {},
): RequestState {
  const seeded = useSeededRequest(key);
  const collector = useContext(RequestCollectorContext);
  if (collector && !seeded) collector.start(key, start, keepValue);

  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(() =>
    seeded ? { key: `${key}#0`, phase: seeded.phase, error: seeded.error } : null,
  );
  const [hasLoaded, setHasLoaded] = useState(seeded?.phase === 'done' || isAnswered);
  const startRef = useRef(start);
  useLayoutEffect(() => {
    startRef.current = start;
  });
  // The request the server already answered is not asked again (a retry has a new key).
  const seededKey = useRef(seeded ? `${key}#0` : null);

  const requestKey = `${key}#${attempt}`;
  useEffect(() => {
    if (seededKey.current === requestKey) return;
    seededKey.current = null;
    let active = true;
    const request = startRef.current();
    request.unwrap().then(
      () => {
        if (!active) return;
        setHasLoaded(true);
        setSettled({ key: requestKey, phase: 'done', error: null });
      },
      (error: unknown) => {
        if (!active) return;
        setSettled({ key: requestKey, phase: 'error', error: toError(error) });
      },
    );
    return () => {
      active = false;
      request.abort();
    };
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = settled?.key === requestKey ? settled : null;
  return {
    phase: current?.phase ?? 'loading',
    error: current?.error ?? null,
    hasLoaded,
    retry,
  };
}

function toError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    return error as ApiError;
  }
  return { message: '', statusCode: 0, data: null };
}
