import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabaseAt, type MigratedDatabase } from '../../test/migrated-database.ts';

/**
 * Migration 0029 (Saudi addresses, decision 021) on a shop with addresses typed as free text:
 * a city written as a name of the list gets its code, the others keep theirs without one, and
 * no text a shopper typed is changed.
 */

let database: MigratedDatabase;

beforeAll(async () => {
  database = await openDatabaseAt(28);
});
afterAll(() => database.close());

it('gives the cities of the list their code and keeps every typed city as it was', async () => {
  await database.run(`insert into users (id, first_name, last_name, email, password_hash)
    values (1, 'Sara', 'Ali', 'sara@example.com', 'x')`);
  await database.run(`insert into addresses
      (user_id, city, district, street, building_number, postal_code, is_default)
    values (1, 'الرياض', 'العليا', 'طريق الملك فهد', '1234', '12345', true),
      (1, '  jeddah ', 'Al Rawdah', 'Hail Street', '2841', '23435', false),
      (1, 'Mecca', 'Al Aziziyah', 'Third Ring Road', '3333', '24243', false),
      (1, 'Old Town', 'Centre', 'Main Street', '4444', '11111', false)`);

  await database.migrateThrough(29);

  expect(
    await database.rows('select city, city_code, building_number from addresses order by id'),
  ).toEqual([
    { city: 'الرياض', city_code: 'riyadh', building_number: '1234' },
    { city: '  jeddah ', city_code: 'jeddah', building_number: '2841' },
    { city: 'Mecca', city_code: 'makkah', building_number: '3333' },
    { city: 'Old Town', city_code: null, building_number: '4444' },
  ]);
  // An address needs the short address or the building number and postal code.
  await expect(
    database.run(`update addresses set building_number = null where city = 'Old Town'`),
  ).rejects.toThrow();
  await expect(
    database.run(`update addresses set latitude = 24.7 where city = 'Old Town'`),
  ).rejects.toThrow();
});
