import type { Envelope } from '@dukkan/contracts';
import {
  isFulfilled,
  isPending,
  isRejected,
  type ActionReducerMapBuilder,
  type AsyncThunk,
} from '@reduxjs/toolkit';
import type { ApiError } from './api-client';

/** What a slice keeps about its API calls: one in flight, and how the last one ended. */
export interface RequestStatus {
  loading: boolean;
  error: ApiError | null;
  message: string | null;
  statusCode: number | null;
}

export const initialRequestStatus: RequestStatus = {
  loading: false,
  error: null,
  message: null,
  statusCode: null,
};

/** A thunk made by `createApiThunk`: resolves with the envelope, rejects with an ApiError. */
// The data and argument types differ per thunk and do not matter here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiThunk = AsyncThunk<Envelope<any>, any, { rejectValue: ApiError }>;

export interface RequestStatusOptions {
  /**
   * True: a rejection because the request was aborted (replaced by a newer one) changes nothing,
   * so the newer request keeps `loading`. False: it ends the request like any failure, with no
   * error, message or status code.
   */
  ignoreAborted: boolean;
}

/**
 * Adds the shared bookkeeping of `thunks` to a slice's builder: pending sets `loading` and clears
 * `error`; fulfilled clears both and keeps the envelope's message and statusCode; rejected clears
 * `loading` and keeps the ApiError with its message and statusCode. Call it after the slice's own
 * `addCase`s (matchers must come last); it returns the builder for further matchers.
 */
export function addRequestStatusMatchers<State extends RequestStatus>(
  builder: ActionReducerMapBuilder<State>,
  thunks: readonly [ApiThunk, ...ApiThunk[]],
  { ignoreAborted }: RequestStatusOptions,
) {
  return builder
    .addMatcher(isPending(...thunks), (draft) => {
      const state = draft as RequestStatus;
      state.loading = true;
      state.error = null;
    })
    .addMatcher(isFulfilled(...thunks), (draft, { payload }) => {
      const state = draft as RequestStatus;
      state.loading = false;
      state.error = null;
      state.message = payload.message;
      state.statusCode = payload.statusCode;
    })
    .addMatcher(isRejected(...thunks), (draft, action) => {
      if (ignoreAborted && action.meta.aborted) return;
      const state = draft as RequestStatus;
      state.loading = false;
      const error = action.payload ?? null;
      state.error = error;
      state.message = error?.message ?? null;
      state.statusCode = error?.statusCode ?? null;
    });
}

/** Where a paged list stands: the page shown, its size and how many items there are in all. */
export interface ListPagination {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
}

/**
 * Where a brand or category list stands. 'done' is the specification's "a successful list load
 * marks status done"; screens load the list while it is 'idle' (never loaded) and offer a retry
 * on 'error'. Only the list load moves it: writes and single reads use `loading` like every slice.
 */
export type ListStatus = 'idle' | 'loading' | 'done' | 'error';
