import type { UnknownAction } from '@reduxjs/toolkit';
import { expect } from 'vitest';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { stubFetch } from './fetch-stub';
import { envelope, envelopeResponse } from './fixtures';

/** One thunk dispatched with its own arguments, for tables of calls that differ in them. */
export type ThunkCall = (store: AppStore) => Promise<UnknownAction>;

/**
 * Dispatches `call` for a signed-in user whose token the server no longer accepts, and expects
 * the 401 to sign them out everywhere. Needs installMemoryStorage() in the test file.
 */
export async function expectSignOutOn401(call: ThunkCall, role = 'Admin') {
  localStorage.setItem('token', 'expired-jwt');
  localStorage.setItem('role', role);
  stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
  const store = makeStore();
  expect(isUnauthorizedRejection(await call(store))).toBe(true);
  expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null });
  expect(localStorage.getItem('token')).toBeNull();
}

/**
 * Dispatches `call` against a server that fails with an empty 500 body and expects the thunk's
 * own fallback message; returns the state so the test can check what its slice kept.
 */
export async function stateAfterBare500(call: ThunkCall, fallback: string): Promise<RootState> {
  stubFetch(() => new Response('', { status: 500 }));
  const store = makeStore();
  const action = await call(store);
  expect(action.payload).toEqual({ message: fallback, statusCode: 500, data: null });
  return store.getState();
}
