import type {
  GuestOrderBody,
  GuestOrderLookupBody,
  GuestOrderResult,
  LoginData,
  OrderDetails,
} from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';
import { guestCartHeaders } from './guest-cart-token';

/**
 * A guest order's access token (decision 022), answered once by `Order/CreateGuestOrder`: kept in
 * sessionStorage under the order's id, so this tab's confirmation (and payment) pages can read
 * the order, and nothing outlives the tab.
 */
const orderTokenKey = (orderId: number) => `orderToken:${orderId}`;

function session(): Storage | null {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? null : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function keepGuestOrderToken(orderId: number, token: string): void {
  session()?.setItem(orderTokenKey(orderId), token);
}

export function readGuestOrderToken(orderId: number): string | null {
  return session()?.getItem(orderTokenKey(orderId)) || null;
}

export function forgetGuestOrderToken(orderId: number): void {
  session()?.removeItem(orderTokenKey(orderId));
}

const orderHeaders = (token: string) => ({ 'X-Order-Token': token });

/** Guest checkout's calls; paths exactly as the API documents them. */
export const guestOrderApi = {
  /** The guest cart (its `X-Cart-Token`) becomes an order; the answer carries the access token. */
  create: (body: GuestOrderBody, signal?: AbortSignal) =>
    apiRequest<GuestOrderResult>('/Order/CreateGuestOrder', {
      method: 'POST',
      body,
      signal,
      headers: guestCartHeaders() ?? {},
    }),

  read: (orderId: number, token: string, signal?: AbortSignal) =>
    apiRequest<OrderDetails>(`/GuestOrder/${orderId}`, { signal, headers: orderHeaders(token) }),

  /** Same 404 whether the number does not exist or the contact does not match. */
  find: (body: GuestOrderLookupBody, signal?: AbortSignal) =>
    apiRequest<OrderDetails>('/GuestOrder/find', { method: 'POST', body, signal }),

  /** One field, the password; the answer is the login's. */
  createAccount: (
    { orderId, token, password }: { orderId: number; token: string; password: string },
    signal?: AbortSignal,
  ) =>
    apiRequest<LoginData>(`/GuestOrder/${orderId}/account`, {
      method: 'POST',
      body: { password },
      signal,
      headers: orderHeaders(token),
    }),

  /** Signed in: the order moves into the caller's account. */
  claim: ({ orderId, token }: { orderId: number; token: string }, signal?: AbortSignal) =>
    apiRequest<OrderDetails>(`/GuestOrder/${orderId}/claim`, {
      method: 'POST',
      signal,
      headers: orderHeaders(token),
    }),
};
