import type { Envelope } from '@dukkan/contracts';
import type { AsyncThunk } from '@reduxjs/toolkit';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { useRequest } from '../../../app/use-request';
import { useLanguage } from '../../../i18n/use-language';

// The data and argument types differ per thunk and do not matter to the dispatch.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StatsThunkAction = ReturnType<AsyncThunk<Envelope<any>, any, { rejectValue: ApiError }>>;

/**
 * Loads one part of the overview and answers a retry. A new argument (period, threshold, page)
 * or UI language (product names come back in it) replaces the request in flight, which is
 * aborted and never applied late. The panels read their status from the slice's sections.
 */
export function useStatsRequest<Arg>(thunk: (arg: Arg) => StatsThunkAction, arg: Arg): () => void {
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  // As text, so the request reruns when the argument's content changes, not its identity.
  const key = `${JSON.stringify(arg ?? null)}|${lang}`;
  return useRequest(() => dispatch(thunk(arg)), key).retry;
}
