import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHONE_NUMBERS, type PhoneNumber } from '@dukkan/contracts';
import { createPhoneRow } from '../../../test/address-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { phoneNumbers } from './addresses.tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
  lang = 'en',
) {
  return t.app.inject({
    method,
    url: `/api/phoneNumbers/${url}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

const add = (user: TestUser, body: object, lang?: string) =>
  call('POST', 'AddPhoneNumber', user, body, lang);
const update = (user: TestUser, body: object, lang?: string) =>
  call('PUT', 'UpdatePhoneNumber', user, body, lang);
const remove = (user: TestUser, id: number) => call('DELETE', `deletePhoneNumber/${id}`, user);
const mine = async (user: TestUser): Promise<PhoneNumber[]> =>
  (await call('GET', 'UserPhoneNumbers', user)).json().data;
const rowsOf = (userId: number) =>
  t.app.ctx.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId));
const primariesOf = async (userId: number) =>
  (await rowsOf(userId)).filter((row) => row.isPrimary).map((row) => row.id);

describe('phone numbers', () => {
  it('adds, reads, updates and deletes a number, stored as +9665XXXXXXXX', async () => {
    const user = await createUser(t.app);
    const added = await add(user, { number: '055 123 4567', isPrimary: false });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Mobile number added');
    const phone: PhoneNumber = added.json().data;
    // The first number is the primary whatever was asked.
    expect(phone).toMatchObject({ number: '+966551234567', isPrimary: true });

    const read = await call('GET', `GetPhoneNumberByid/${phone.id}`, user);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(phone);

    const changed = await update(user, { id: phone.id, number: '00966501112233' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ number: '+966501112233', isPrimary: true });

    const removed = await remove(user, phone.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Mobile number deleted',
      data: { id: phone.id },
    });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('accepts Arabic digits and every common spelling', async () => {
    const user = await createUser(t.app);
    const spellings = ['٠٥٥٩٨٧٦٥٤٣', '+966 56-111-2222', '571234567', '966581234567'];
    const stored = [];
    for (const number of spellings) {
      const res = await add(user, { number }, 'ar');
      expect(res.statusCode, number).toBe(201);
      stored.push(res.json().data.number);
    }
    expect(stored).toEqual(['+966559876543', '+966561112222', '+966571234567', '+966581234567']);
  });

  it('refuses a bad or non-Saudi number with 400 under `number`, storing nothing', async () => {
    const user = await createUser(t.app);
    for (const number of ['12345', '+14155550123', '0512345', '']) {
      const res = await add(user, { number });
      expect(res.statusCode, number).toBe(400);
      expect(Object.keys(res.json().data)).toEqual(['number']);
    }
    const bad = await add(user, { number: '12345' });
    expect(bad.json().message).toBe(
      'Mobile number: must be a Saudi mobile number such as 05XXXXXXXX',
    );
    const arabic = await add(user, { number: '+14155550123' }, 'ar');
    expect(arabic.json().message).toBe('رقم الجوال: يجب أن يكون رقم جوال سعوديًا مثل 05XXXXXXXX');
    const missing = await add(user, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Mobile number: is required');
    expect(await rowsOf(user.id)).toHaveLength(0);

    const phone = (await add(user, { number: '0551234567' })).json().data as PhoneNumber;
    const badUpdate = await update(user, { id: phone.id, number: '12345' });
    expect(badUpdate.statusCode).toBe(400);
    expect((await rowsOf(user.id))[0]!.number).toBe('+966551234567');
  });

  it('answers 409 under `number` for a number already listed, in any spelling', async () => {
    const user = await createUser(t.app);
    const first = (await add(user, { number: '0551234567' })).json().data as PhoneNumber;
    const again = await add(user, { number: '+966 55 123 4567' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This mobile number is already in your list',
      statusCode: 409,
      data: { number: ['This mobile number is already in your list'] },
    });
    const arabic = await add(user, { number: '٠٥٥١٢٣٤٥٦٧' }, 'ar');
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe('رقم الجوال هذا موجود في قائمتك بالفعل');
    // Updating another number to it is refused too; updating it to itself is not.
    const second = (await add(user, { number: '0561234567' })).json().data as PhoneNumber;
    const clash = await update(user, { id: second.id, number: '0551234567' });
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json().data)).toEqual(['number']);
    expect((await update(user, { id: first.id, number: '551234567' })).statusCode).toBe(200);
    expect((await rowsOf(user.id)).map((r) => r.number).sort()).toEqual([
      '+966551234567',
      '+966561234567',
    ]);
    // Another customer may list the same number.
    expect((await add(await createUser(t.app), { number: '0551234567' })).statusCode).toBe(201);
  });

  it('moves the primary on request, lists it first, and hands it on when deleted', async () => {
    const user = await createUser(t.app);
    const a = (await add(user, { number: '0550000001' })).json().data as PhoneNumber;
    const b = (await add(user, { number: '0550000002' })).json().data as PhoneNumber;
    const c = (await add(user, { number: '0550000003', isPrimary: true })).json()
      .data as PhoneNumber;
    expect(b.isPrimary).toBe(false);
    expect(await primariesOf(user.id)).toEqual([c.id]);
    expect((await mine(user)).map((p) => p.id)).toEqual([c.id, b.id, a.id]);

    await update(user, { id: a.id, number: a.number, isPrimary: true });
    expect(await primariesOf(user.id)).toEqual([a.id]);
    // `isPrimary: false` on the primary keeps it: the primary only moves to another number.
    const kept = await update(user, { id: a.id, number: a.number, isPrimary: false });
    expect(kept.json().data.isPrimary).toBe(true);
    const list = await call('GET', 'UserPhoneNumbers', user, undefined, 'ar');
    expect(list.json().message).toBe('أرقام جوالك');
    expect(list.json().data.map((p: PhoneNumber) => p.id)).toEqual([a.id, c.id, b.id]);

    await remove(user, b.id);
    expect(await primariesOf(user.id)).toEqual([a.id]);
    await remove(user, a.id);
    expect(await primariesOf(user.id)).toEqual([c.id]);
  });

  it("answers 404 for another user's number on GET, PUT and DELETE, exactly like a missing one", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const phone = (await add(owner, { number: '0551234567' })).json().data as PhoneNumber;
    const missing = await call('GET', 'GetPhoneNumberByid/999999', stranger);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'Mobile number not found',
      statusCode: 404,
      data: null,
    });
    for (const res of [
      await call('GET', `GetPhoneNumberByid/${phone.id}`, stranger),
      await update(stranger, { id: phone.id, number: '0509999999', isPrimary: true }),
      await remove(stranger, phone.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect(await rowsOf(owner.id)).toEqual([
      expect.objectContaining({ id: phone.id, number: '+966551234567', isPrimary: true }),
    ]);
    expect(await mine(stranger)).toEqual([]);
  });

  it(`keeps at most ${MAX_PHONE_NUMBERS} numbers per user (422 for the next)`, async () => {
    const user = await createUser(t.app);
    await createPhoneRow(t.app, user.id, { isPrimary: true });
    for (let i = 1; i < MAX_PHONE_NUMBERS; i++) await createPhoneRow(t.app, user.id);
    const over = await add(user, { number: '0599999999' }, 'ar');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      `يمكنك الاحتفاظ بـ ${MAX_PHONE_NUMBERS} أرقام جوال كحد أقصى. احذف رقمًا لإضافة آخر`,
    );
    expect(await rowsOf(user.id)).toHaveLength(MAX_PHONE_NUMBERS);
  });

  it('serialises parallel writes: one primary, one row per number, no 500', async () => {
    const user = await createUser(t.app);
    const numbers = ['0551000001', '0551000002', '0551000003', '0551000004'];
    const added = await Promise.all(numbers.map((number) => add(user, { number })));
    expect(added.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await primariesOf(user.id)).toHaveLength(1);
    const moves = await Promise.all(
      added.map((r) => {
        const phone = r.json().data as PhoneNumber;
        return update(user, { id: phone.id, number: phone.number, isPrimary: true });
      }),
    );
    expect(moves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await primariesOf(user.id)).toHaveLength(1);
    const same = await Promise.all(
      Array.from({ length: 5 }, () => add(user, { number: '0552000000' })),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rowsOf(user.id)).toHaveLength(5);
  });

  it('answers 401 without a token on every call', async () => {
    const anonymous = [
      await call('POST', 'AddPhoneNumber', null, { number: '0551234567' }),
      await call('PUT', 'UpdatePhoneNumber', null, { id: 1, number: '0551234567' }),
      await call('DELETE', 'deletePhoneNumber/1', null),
      await call('GET', 'GetPhoneNumberByid/1', null),
      await call('GET', 'UserPhoneNumbers', null),
    ];
    expect(anonymous.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });

  it('documents its calls in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    for (const [path, method] of [
      ['/api/phoneNumbers/AddPhoneNumber', 'post'],
      ['/api/phoneNumbers/UpdatePhoneNumber', 'put'],
      ['/api/phoneNumbers/deletePhoneNumber/{id}', 'delete'],
      ['/api/phoneNumbers/GetPhoneNumberByid/{id}', 'get'],
      ['/api/phoneNumbers/UserPhoneNumbers', 'get'],
    ] as const) {
      expect(paths[path][method].tags, path).toEqual(['PhoneNumbers']);
    }
    const add = paths['/api/phoneNumbers/AddPhoneNumber'].post;
    expect(add.requestBody.content['application/json'].schema.required).toEqual(['number']);
  });
});
