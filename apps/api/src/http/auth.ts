import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@dukkan/contracts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import type { AppContext } from '../app-context.ts';

export interface AuthUser {
  id: number;
  role: Role;
  /** Null for an account that signs in with its mobile only. */
  email: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the auth guards; null for anonymous callers. */
    user: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Resolves the caller from the bearer token. The user row is read on every call (one indexed
 * lookup) so that a role change, a password change or a deletion ends older tokens at once, and so
 * that the role used for permission checks is the current one, not the one in the token.
 */
async function resolveUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthUser | null | 'invalid'> {
  const token = bearerToken(request);
  if (token === null) return null;
  const claims = token ? ctx.tokens.read(token) : null;
  const id = Number(claims?.sub);
  if (!claims || !Number.isSafeInteger(id) || id <= 0) return 'invalid';
  const row = await ctx.findSessionUser(id);
  if (!row || row.tokenVersion !== claims.ver) return 'invalid';
  return { id: row.id, role: row.role, email: row.email };
}

/** Requires a valid token; with roles given, also one of those roles (403 otherwise). */
export function requireAuth(...roles: Role[]): onRequestAsyncHookHandler {
  return async function (request) {
    const user = await resolveUser(this.ctx, request);
    if (user === null) throw unauthorized('auth.required');
    if (user === 'invalid') throw unauthorized('auth.invalidToken');
    request.user = user;
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
  };
}

/** Reads the token when one is sent (public reads that personalise); a bad token is anonymous. */
export const optionalAuth: onRequestAsyncHookHandler = async function (request) {
  const user = await resolveUser(this.ctx, request);
  request.user = user === 'invalid' ? null : user;
};

/** The signed-in user inside a guarded handler. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
