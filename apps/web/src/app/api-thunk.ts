import type { Envelope } from '@dukkan/contracts';
import { createAsyncThunk, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { ApiRequestError, type ApiError } from './api-client';

/** Fallback texts, used only when the server sent no message. */
export const AUTH_FALLBACK_MESSAGE = 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.';
export const REGISTER_FALLBACK_MESSAGE = 'Something went wrong';
export const FALLBACK_STATUS_CODE = 500;

/** The rejection payload of every thunk: the server's envelope, or the fallback. */
export function toApiError(error: unknown, fallbackMessage: string): ApiError {
  if (error instanceof ApiRequestError && error.message) return error.toJSON();
  return { message: fallbackMessage, statusCode: FALLBACK_STATUS_CODE, data: null };
}

type ApiCall<Arg, Data> = (arg: Arg, signal: AbortSignal) => Promise<Envelope<Data>>;

/**
 * A thunk that resolves with the whole envelope (slices keep message and statusCode) and rejects
 * with an ApiError. Aborted calls are re-thrown so they never look like server errors.
 *
 * Marked free of side effects for the bundler: a module of thunks defines them at its top level,
 * and a page that uses one of them must not carry the others (the dashboard's, with their
 * schemas) just because creating a thunk is a call.
 */
/*#__NO_SIDE_EFFECTS__*/
export function createApiThunk<Data, Arg = void>(
  type: string,
  call: ApiCall<Arg, Data>,
  fallbackMessage: string,
) {
  return createAsyncThunk<Envelope<Data>, Arg, { rejectValue: ApiError }>(
    type,
    async (arg, { rejectWithValue, signal }) => {
      try {
        return await call(arg, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        return rejectWithValue(toApiError(error, fallbackMessage));
      }
    },
  );
}

/** Any thunk of any slice rejected with status 401: the session is over. */
export function isUnauthorizedRejection(action: UnknownAction): boolean {
  if (!isRejectedWithValue(action)) return false;
  const payload = action.payload as Partial<ApiError> | undefined;
  return payload?.statusCode === 401;
}
