import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@dukkan/contracts';
import { brands, categories, products, users } from '../src/db/schema.ts';
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

/** A product row straight in the database (the product API builds on the same table). */
export async function createProductRow(
  app: FastifyInstance,
  values: Partial<typeof products.$inferInsert> & { brandId: number; categoryId: number },
) {
  sequence += 1;
  const [row] = await app.ctx.db
    .insert(products)
    .values({
      nameEn: `Product ${sequence}`,
      nameAr: `منتج ${sequence}`,
      sku: `SKU-${sequence}-${randomBytes(3).toString('hex')}`,
      priceHalalas: 10_000,
      stock: 10,
      ...values,
    })
    .returning();
  return row!;
}

/** A brand row with unique names. */
export async function createBrandRow(app: FastifyInstance, nameEn?: string, nameAr?: string) {
  sequence += 1;
  const [row] = await app.ctx.db
    .insert(brands)
    .values({ nameEn: nameEn ?? `Brand ${sequence}`, nameAr: nameAr ?? `ماركة ${sequence}` })
    .returning();
  return row!;
}

/** A category row with unique names, optionally under a parent. */
export async function createCategoryRow(
  app: FastifyInstance,
  values: { nameEn?: string; nameAr?: string; parentId?: number } = {},
) {
  sequence += 1;
  const [row] = await app.ctx.db
    .insert(categories)
    .values({
      nameEn: values.nameEn ?? `Category ${sequence}`,
      nameAr: values.nameAr ?? `قسم ${sequence}`,
      parentId: values.parentId ?? null,
    })
    .returning();
  return row!;
}
