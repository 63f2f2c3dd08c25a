import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@dukkan/contracts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export const DEFAULT_PASSWORD = 'Passw0rd!';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: Role;
  token: string;
}

let sequence = 0;

/** Inserts a user straight into the database and issues a token for it. */
export async function createUser(
  app: FastifyInstance,
  overrides: {
    role?: Role;
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = overrides.email ?? `user${sequence}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const [row] = await app.ctx.db
    .insert(users)
    .values({
      firstName: overrides.firstName ?? `First${sequence}`,
      lastName: overrides.lastName ?? `Last${sequence}`,
      email,
      phoneNumber: '+966512345678',
      role: overrides.role ?? 'Customer',
      passwordHash: await hashPassword(password),
    })
    .returning();
  const token = app.ctx.tokens.issue({
    sub: String(row!.id),
    role: row!.role,
    ver: row!.tokenVersion,
  });
  return { id: row!.id, email, password, role: row!.role, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
