import type { Envelope } from '@dukkan/contracts';
import type { AsyncThunk } from '@reduxjs/toolkit';
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { useLanguage } from '../../../i18n/use-language';

// The data and argument types differ per thunk and do not matter to the dispatch.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StatsThunkAction = ReturnType<AsyncThunk<Envelope<any>, any, { rejectValue: ApiError }>>;

/**
 * Loads one part of the overview and answers a retry. A new argument (period, threshold, page)
 * or UI language (product names come back in it) replaces the request in flight, which is
 * aborted and never applied late.
 */
export function useStatsRequest<Arg>(thunk: (arg: Arg) => StatsThunkAction, arg: Arg): () => void {
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const [reloadKey, setReloadKey] = useState(0);
  // As text, so the effect reruns when the argument's content changes, not its identity.
  const argKey = JSON.stringify(arg ?? null);

  useEffect(() => {
    const request = dispatch(thunk(JSON.parse(argKey) as Arg));
    return () => request.abort();
  }, [dispatch, thunk, argKey, reloadKey, lang]);

  return useCallback(() => setReloadKey((key) => key + 1), []);
}
