import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '@dukkan/contracts';

export interface AccessTokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when the token was issued. */
  ver: number;
}

const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenService {
  issue(claims: AccessTokenClaims): string;
  /** The claims of a valid HS256 token, or null for anything else (expired, forged, alg none). */
  read(token: string): AccessTokenClaims | null;
  /** Keyed hash for short secrets stored at rest (reset codes and reset tokens). */
  digest(value: string): string;
}

export function createTokenService(secret: string): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  // Pinning the algorithm list is what refuses `alg: none` and algorithm-confusion tokens.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    issue: (claims) => sign({ ...claims }),
    read(token) {
      try {
        const payload = verify(token) as Partial<AccessTokenClaims>;
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return payload as AccessTokenClaims;
      } catch {
        return null;
      }
    },
    digest: (value) => createHmac('sha256', secret).update(value).digest('base64url'),
  };
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
