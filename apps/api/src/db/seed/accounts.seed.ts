import { users } from '../schema.ts';
import type { Database } from '../client.ts';
import { hashPassword } from '../../lib/passwords.ts';

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@dukkan.local',
    password: 'Admin123!',
    role: 'Admin',
    firstName: 'Dukkan',
    lastName: 'Admin',
    phoneNumber: '+966500000001',
  },
  {
    email: 'manager@dukkan.local',
    password: 'Manager123!',
    role: 'Manager',
    firstName: 'Sara',
    lastName: 'Alqahtani',
    phoneNumber: '+966500000002',
  },
  {
    email: 'customer@dukkan.local',
    password: 'Customer123!',
    role: 'Customer',
    firstName: 'Faisal',
    lastName: 'Alharbi',
    phoneNumber: '+966500000003',
  },
] as const;

/** The three demo accounts; existing accounts with those e-mails are left as they are. */
export async function seedAccounts(db: Database): Promise<void> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
}
