/**
 * A guest's cart token (decision 022): made by the API on the first add, kept in localStorage and
 * sent as `X-Cart-Token` on the cart's calls only while nobody is signed in. A header, not a
 * cookie, so the cached server-rendered pages never vary on it.
 */
export const CART_TOKEN_KEY = 'cartToken';

function storage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function readGuestCartToken(): string | null {
  return storage()?.getItem(CART_TOKEN_KEY) || null;
}

export function forgetGuestCartToken(): void {
  storage()?.removeItem(CART_TOKEN_KEY);
}

/**
 * Keeps what a guest's cart answer says: a token (new or the same), or null when the token sent
 * names no cart any more (expired or merged), which is then forgotten. An account's cart answers
 * no `cartToken` at all, and nothing changes.
 */
export function keepGuestCartToken(answer: { cartToken?: string | null }): void {
  if (answer.cartToken === undefined) return;
  if (answer.cartToken === null) forgetGuestCartToken();
  else storage()?.setItem(CART_TOKEN_KEY, answer.cartToken);
}

/** The header of a cart call: the guest's token, when there is one. */
export function guestCartHeaders(): Record<string, string> | undefined {
  const token = readGuestCartToken();
  return token ? { 'X-Cart-Token': token } : undefined;
}
