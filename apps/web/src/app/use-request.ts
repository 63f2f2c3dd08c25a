import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiError } from './api-client';

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
 * `isAnswered`: the store already holds the answer for this key (the shopper came Back to a
 * list). The screen then shows it at once, at its full height, while the request revalidates it —
 * a placeholder would make the page shorter than the scroll position being restored.
 */
export function useRequest(
  start: () => StartedRequest,
  key: string,
  isAnswered = false,
): RequestState {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [hasLoaded, setHasLoaded] = useState(isAnswered);
  const startRef = useRef(start);
  useLayoutEffect(() => {
    startRef.current = start;
  });

  const requestKey = `${key}#${attempt}`;
  useEffect(() => {
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
