import type { ApiError } from '../app/api-client';

interface ThunkTypes {
  typePrefix: string;
  pending: { type: string };
  rejected: { type: string };
}

/** A thunk's pending action, for tables of thunks whose arguments differ. */
export function pendingAction(thunk: ThunkTypes, arg: unknown = 1) {
  return { type: thunk.pending.type, meta: { requestId: 'r', arg, requestStatus: 'pending' } };
}

/** A thunk's rejected-with-value action, shaped as createAsyncThunk dispatches it. */
export function rejectedAction(
  thunk: ThunkTypes,
  payload: ApiError,
  { arg = 1 as unknown, aborted = false } = {},
) {
  return {
    type: thunk.rejected.type,
    payload,
    error: { message: aborted ? 'Aborted' : 'Rejected' },
    meta: {
      requestId: 'r',
      arg,
      requestStatus: 'rejected',
      rejectedWithValue: !aborted,
      aborted,
      condition: false,
    },
  };
}

/** `[typePrefix, thunk]` rows for `it.each`. */
export function byName<T extends { typePrefix: string }>(thunks: readonly T[]) {
  return thunks.map((thunk) => [thunk.typePrefix, thunk] as const);
}
