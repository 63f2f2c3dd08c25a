import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin', firstName: 'Root', lastName: 'Admin' });
  manager = await createUser(t.app, { role: 'Manager', firstName: 'Mona', lastName: 'Manager' });
  customer = await createUser(t.app, {
    firstName: 'Khalid',
    lastName: 'Shopper',
    email: 'khalid@shop.example',
  });
  for (let i = 0; i < 12; i++)
    await createUser(t.app, { firstName: `Bulk${i}`, lastName: 'Buyer' });
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /AdminAccount/GetAllUsers', () => {
  it('pages users newest first with the total count and userRole', async () => {
    const page1 = (await get('/api/AdminAccount/GetAllUsers')).json().data;
    expect(page1).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 15 });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({
      userRole: expect.any(String),
      role: expect.any(String),
    });
    const page2 = (await get('/api/AdminAccount/GetAllUsers?pageNumber=2&pageSize=10')).json().data;
    expect(page2.items).toHaveLength(5);
    const ids = new Set([...page1.items, ...page2.items].map((u: { id: number }) => u.id));
    expect(ids.size).toBe(15);
    const past = (await get('/api/AdminAccount/GetAllUsers?pageNumber=9')).json().data;
    expect(past).toMatchObject({ items: [], totalCount: 15 });
    // The page is read alone and the total is the kept row count: nothing counts every user.
    const sent = await t.queriesDuring(() => get('/api/AdminAccount/GetAllUsers'));
    expect(sent.join('\n')).not.toMatch(/count\(|over\s*\(/i);
    expect(sent.join('\n')).toMatch(/table_count_deltas/);
  });

  it('clamps the page size to 100', async () => {
    const data = (await get('/api/AdminAccount/GetAllUsers?pageSize=5000')).json().data;
    expect(data.pageSize).toBe(100);
  });

  it('searches by name and e-mail, with % and _ taken literally', async () => {
    const byName = (await get('/api/AdminAccount/GetAllUsers?search=khalid%20shop')).json().data;
    expect(byName.items.map((u: { email: string }) => u.email)).toEqual(['khalid@shop.example']);
    const byEmail = (await get('/api/AdminAccount/GetAllUsers?search=SHOP.EXAMPLE')).json().data;
    expect(byEmail.totalCount).toBe(1);
    const wildcard = (await get('/api/AdminAccount/GetAllUsers?search=%25')).json().data;
    expect(wildcard.totalCount).toBe(0);
  });

  it('filters by role', async () => {
    const data = (await get('/api/AdminAccount/GetAllUsers?role=Manager')).json().data;
    expect(data.items.map((u: { id: number }) => u.id)).toEqual([manager.id]);
    const bad = await get('/api/AdminAccount/GetAllUsers?role=Boss');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data)).toEqual(['role']);
  });
});

describe('permissions on AdminAccount', () => {
  it.each([
    ['GET', '/api/AdminAccount/GetAllUsers'],
    ['GET', '/api/AdminAccount/getUserById/1'],
    ['DELETE', '/api/AdminAccount/deleteUser/999'],
    ['PUT', '/api/AdminAccount/ChangeUserRole?userId=999&newRole=Admin'],
  ] as const)('%s %s: 401 anonymous, 403 manager and customer', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, headers: bearer(manager.token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method, url, headers: bearer(customer.token) })).statusCode).toBe(
      403,
    );
  });
});

describe('single user administration', () => {
  it('gets a user by id, 404 for an unknown one, 400 for a bad id', async () => {
    const res = await get(`/api/AdminAccount/getUserById/${customer.id}`);
    expect(res.json().data).toMatchObject({
      id: customer.id,
      userRole: 'Customer',
      email: customer.email,
    });
    expect((await get('/api/AdminAccount/getUserById/999999')).statusCode).toBe(404);
    const bad = await get('/api/AdminAccount/getUserById/abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data)).toEqual(['id']);
  });

  it('changes a role, which ends that user’s existing tokens', async () => {
    const target = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/adminaccount/changeuserrole?userId=${target.id}&newRole=Manager`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: target.id, role: 'Manager', userRole: 'Manager' });
    expect((await get('/api/Account/get-user-info', target.token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: target.email, password: target.password },
    });
    expect(login.json().data.role).toBe('Manager');
  });

  it('setting the role a user already has keeps their sessions', async () => {
    const target = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/AdminAccount/ChangeUserRole?userId=${target.id}&newRole=Customer`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/Account/get-user-info', target.token)).statusCode).toBe(200);
  });

  it('refuses an unknown role (400) and an unknown user (404)', async () => {
    const badRole = await t.app.inject({
      method: 'PUT',
      url: `/api/AdminAccount/ChangeUserRole?userId=${customer.id}&newRole=Root`,
      headers: bearer(admin.token),
    });
    expect(badRole.statusCode).toBe(400);
    expect(Object.keys(badRole.json().data)).toEqual(['newRole']);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/AdminAccount/ChangeUserRole?userId=999999&newRole=Admin',
      headers: bearer(admin.token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('will not let an admin demote or delete themself', async () => {
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/AdminAccount/ChangeUserRole?userId=${admin.id}&newRole=Customer`,
      headers: bearer(admin.token),
    });
    expect(demote.statusCode).toBe(422);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/AdminAccount/deleteUser/${admin.id}`,
      headers: bearer(admin.token),
    });
    expect(del.statusCode).toBe(422);
    expect((await get('/api/Account/get-user-info')).json().data.role).toBe('Admin');
  });

  it('deletes a user, whose token then stops working; a second delete is 404', async () => {
    const target = await createUser(t.app);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/AdminAccount/deleteUser/${target.id}`,
      headers: bearer(admin.token),
    });
    expect(del.statusCode).toBe(200);
    expect((await get('/api/Account/get-user-info', target.token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/AdminAccount/deleteUser/${target.id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
  });
});
