import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, type Address } from '@dukkan/contracts';
import { createAddressRow } from '../../../test/address-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { addresses } from './addresses.tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const home = {
  label: 'Home',
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  buildingNumber: '2345',
  postalCode: '12211',
  additionalNumber: '6789',
  details: 'Third floor, flat 7',
};

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
  lang = 'en',
) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

const create = (user: TestUser, body: object, lang?: string) =>
  call('POST', 'address', user, body, lang);
const update = (user: TestUser, body: object) => call('PUT', 'address', user, body);
const remove = (user: TestUser, id: number) => call('DELETE', `address/${id}`, user);
const mine = async (user: TestUser): Promise<Address[]> =>
  (await call('GET', 'address/my-addresses', user)).json().data;
const rowsOf = (userId: number) =>
  t.app.ctx.db.select().from(addresses).where(eq(addresses.userId, userId));
const defaultsOf = async (userId: number) =>
  (await rowsOf(userId)).filter((row) => row.isDefault).map((row) => row.id);

describe('addresses', () => {
  it('creates, reads, updates and deletes an address; the first one becomes the default', async () => {
    const user = await createUser(t.app);
    const created = await create(user, { ...home, isDefault: false });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Address added');
    const address: Address = created.json().data;
    expect(address).toMatchObject({ ...home, isDefault: true });

    const read = await call('GET', `address/${address.id}`, user);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(address);

    const changed = await update(user, {
      ...home,
      id: address.id,
      label: 'Office',
      additionalNumber: '',
      details: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: address.id,
      label: 'Office',
      additionalNumber: null,
      details: '',
      // Sending isDefault false (or leaving it out) does not take the default away.
      isDefault: true,
    });

    const removed = await remove(user, address.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Address deleted', data: { id: address.id } });
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await call('GET', `address/${address.id}`, user)).statusCode).toBe(404);
  });

  it('accepts Arabic digits and stores them as ASCII', async () => {
    const user = await createUser(t.app);
    const res = await create(
      user,
      {
        label: 'المنزل',
        city: 'جدة',
        district: 'الروضة',
        street: 'شارع الأمير سلطان',
        buildingNumber: '٢٣٤٥',
        postalCode: '٢٣٤٣٥',
        additionalNumber: '۶۷۸۹',
      },
      'ar',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('تمت إضافة العنوان');
    expect(res.json().data).toMatchObject({
      buildingNumber: '2345',
      postalCode: '23435',
      additionalNumber: '6789',
      // The city is one of the list, found by its Arabic name and kept by code.
      city: 'Jeddah',
      cityCode: 'jeddah',
    });
  });

  it('refuses each invalid field with 400 naming it, in the caller language, storing nothing', async () => {
    const user = await createUser(t.app);
    const cases: Array<[object, string, string]> = [
      [
        { ...home, postalCode: '1234' },
        'postalCode',
        'Postal code: must be the 5-digit postal code',
      ],
      [
        { ...home, buildingNumber: '12a4' },
        'buildingNumber',
        'Building number: must be the 4-digit building number',
      ],
      [{ ...home, city: undefined }, 'city', 'City: is required'],
      [{ ...home, city: '   ' }, 'city', 'City: is required'],
      [
        { ...home, additionalNumber: '12' },
        'additionalNumber',
        'Additional number: must be the 4-digit additional number',
      ],
      [{ ...home, isDefault: 'maybe' }, 'isDefault', 'Default: must be true or false'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(user, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(message);
      expect(Object.keys(res.json().data)).toEqual([field]);
    }
    const arabic = await create(user, { ...home, postalCode: '1234' }, 'ar');
    expect(arabic.json().message).toBe(
      'الرمز البريدي: يجب أن يكون الرمز البريدي المكوّن من 5 أرقام',
    );
    expect(await rowsOf(user.id)).toHaveLength(0);

    // An invalid update changes nothing either.
    const address = (await create(user, home)).json().data as Address;
    const bad = await update(user, { ...home, id: address.id, postalCode: '99', city: 'Dammam' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data)).toEqual(['postalCode']);
    const noId = await update(user, home);
    expect(noId.statusCode).toBe(400);
    expect(Object.keys(noId.json().data)).toEqual(['id']);
    expect((await rowsOf(user.id))[0]).toMatchObject({ city: 'Riyadh', postalCode: '12211' });
  });

  it('moves the default on request and lists the default first, then the newest', async () => {
    const user = await createUser(t.app);
    const first = (await create(user, { ...home, label: 'A' })).json().data as Address;
    const second = (await create(user, { ...home, label: 'B' })).json().data as Address;
    expect(second.isDefault).toBe(false);
    const third = (await create(user, { ...home, label: 'C', isDefault: true })).json()
      .data as Address;
    expect(third.isDefault).toBe(true);
    expect(await defaultsOf(user.id)).toEqual([third.id]);
    expect((await mine(user)).map((a) => a.label)).toEqual(['C', 'B', 'A']);

    const moved = await update(user, { ...home, id: first.id, label: 'A', isDefault: 'true' });
    expect(moved.json().data.isDefault).toBe(true);
    expect(await defaultsOf(user.id)).toEqual([first.id]);
    const list = await call('GET', 'address/my-addresses', user, undefined, 'ar');
    expect(list.json().message).toBe('عناوينك');
    expect(list.json().data.map((a: Address) => a.label)).toEqual(['A', 'C', 'B']);
  });

  it('hands the default to the newest remaining address when the default is deleted', async () => {
    const user = await createUser(t.app);
    const a = (await create(user, home)).json().data as Address;
    const b = (await create(user, home)).json().data as Address;
    const c = (await create(user, home)).json().data as Address;
    // Deleting a non-default address leaves the default where it is.
    await remove(user, b.id);
    expect(await defaultsOf(user.id)).toEqual([a.id]);
    await remove(user, a.id);
    expect(await defaultsOf(user.id)).toEqual([c.id]);
    await remove(user, c.id);
    expect(await rowsOf(user.id)).toHaveLength(0);
    // After the last one is gone, the next first address is the default again.
    expect((await create(user, home)).json().data.isDefault).toBe(true);
  });

  it("answers 404 for another user's address on GET, PUT and DELETE, exactly like a missing one", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const address = (await create(owner, home)).json().data as Address;
    const missing = await call('GET', 'address/999999', stranger);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Address not found', statusCode: 404, data: null });
    for (const res of [
      await call('GET', `address/${address.id}`, stranger),
      await update(stranger, { ...home, id: address.id, city: 'Abha', isDefault: true }),
      await remove(stranger, address.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect(await rowsOf(owner.id)).toEqual([
      expect.objectContaining({ id: address.id, city: 'Riyadh', isDefault: true }),
    ]);
    expect(await mine(stranger)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per user (422 for the next)`, async () => {
    const user = await createUser(t.app);
    await createAddressRow(t.app, user.id, { isDefault: true });
    for (let i = 1; i < MAX_ADDRESSES; i++) await createAddressRow(t.app, user.id);
    const over = await create(user, home);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      `You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another`,
    );
    expect(await rowsOf(user.id)).toHaveLength(MAX_ADDRESSES);
    // Room again after one goes.
    await remove(user, (await mine(user))[1]!.id);
    expect((await create(user, home)).statusCode).toBe(201);
  });

  it('serialises parallel writes: one default, no 500, limits hold', async () => {
    const user = await createUser(t.app);
    // Parallel first addresses: exactly one becomes the default.
    const created = await Promise.all(Array.from({ length: 6 }, () => create(user, home)));
    expect(created.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(await defaultsOf(user.id)).toHaveLength(1);
    // Parallel "make default" of different addresses: all succeed, one default remains.
    const ids = created.map((r) => (r.json().data as Address).id);
    const moves = await Promise.all(
      ids.map((id) => update(user, { ...home, id, isDefault: true })),
    );
    expect(moves.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await defaultsOf(user.id)).toHaveLength(1);
    // Parallel adds at the limit: only the free slots are taken.
    for (let i = ids.length; i < MAX_ADDRESSES - 2; i++) await createAddressRow(t.app, user.id);
    const racing = await Promise.all(Array.from({ length: 5 }, () => create(user, home)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    expect(await rowsOf(user.id)).toHaveLength(MAX_ADDRESSES);
  });

  it('answers 401 without a token on every call', async () => {
    const anonymous = [
      await call('GET', 'address/my-addresses', null),
      await call('GET', 'address/1', null),
      await call('POST', 'address', null, home),
      await call('PUT', 'address', null, { ...home, id: 1 }),
      await call('DELETE', 'address/1', null),
    ];
    expect(anonymous.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(anonymous[0]!.json().message).toBe('Please sign in to continue');
  });

  it('documents its calls in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/address']).sort()).toEqual(['post', 'put']);
    expect(Object.keys(paths['/api/address/{id}']).sort()).toEqual(['delete', 'get']);
    expect(paths['/api/address/my-addresses'].get.tags).toEqual(['Address']);
    const body = paths['/api/address'].post.requestBody.content['application/json'].schema;
    // The building number and postal code are needed only without the short address.
    expect(body.required).toEqual(expect.arrayContaining(['city', 'district', 'street']));
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['shortAddress', 'latitude', 'longitude']),
    );
    expect(
      paths['/api/address'].put.requestBody.content['application/json'].schema.required,
    ).toContain('id');
  });
});
