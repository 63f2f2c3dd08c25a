import { ROLES, type Role } from '@dukkan/contracts';

/**
 * The session lives in localStorage under exactly these two keys (the specification's contract,
 * which other tabs and the browser tests rely on).
 */
export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';

// localStorage can be missing (tests, some privacy modes) or throw on access (blocked storage).
function storage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function readStoredRole(): Role | null {
  const value = storage()?.getItem(ROLE_KEY);
  return ROLES.find((role) => role === value) ?? null;
}

export function storeSession(token: string, role: Role): void {
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(ROLE_KEY, role);
}

export function storeRole(role: Role): void {
  storage()?.setItem(ROLE_KEY, role);
}

export function clearStoredSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(ROLE_KEY);
}
