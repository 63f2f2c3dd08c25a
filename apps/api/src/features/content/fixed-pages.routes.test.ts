import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FixedPage } from '@dukkan/contracts';
import { fixedPages } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  manager = await createUser(t.app, { role: 'Manager' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  user: TestUser | null = admin,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const read = (url: string, user: TestUser | null = null, lang = 'en') =>
  call('GET', url, undefined, user, lang);

let sequence = 0;
const fields = (extra: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    slug: `page-${sequence}`,
    titleEn: 'Shipping notes',
    titleAr: 'ملاحظات الشحن',
    contentEn: '<h2>Shipping</h2><p>We ship <strong>fast</strong>.</p>',
    contentAr: '<h2>الشحن</h2><p>نشحن <strong>بسرعة</strong>.</p>',
    isActive: true,
    ...extra,
  };
};
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await call('POST', 'AdminFixedPage/CreateFixedPage', fields(extra));
  expect(res.statusCode).toBe(201);
  return res.json().data as FixedPage;
};
const stored = async (id: number) => {
  const [row] = await t.app.ctx.db.select().from(fixedPages).where(eq(fixedPages.id, id));
  return row!;
};
const pageCount = () => t.app.ctx.db.$count(fixedPages);

describe('permissions', () => {
  const writes: Array<[Method, string, unknown?]> = [
    ['POST', 'AdminFixedPage/CreateFixedPage', fields()],
    ['PUT', 'AdminFixedPage/UpdateFixedPage', { ...fields(), id: 1 }],
    ['DELETE', 'AdminFixedPage/DeleteFixedPage/1'],
  ];
  it.each(writes)('%s %s: anonymous 401, customer 403, nothing changed', async (m, url, body) => {
    const before = await pageCount();
    const anonymous = await call(m, url, body, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Please sign in to continue',
      statusCode: 401,
      data: null,
    });
    const refused = await call(m, url, body, customer, 'ar');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'ليست لديك صلاحية للقيام بهذا الإجراء',
      statusCode: 403,
      data: null,
    });
    expect(await pageCount()).toBe(before);
  });

  it('lets a manager write', async () => {
    const res = await call('POST', 'AdminFixedPage/CreateFixedPage', fields(), manager);
    expect(res.statusCode).toBe(201);
  });
});

describe('create, read, update, delete', () => {
  it('creates a page (201) with both languages and the request language resolved', async () => {
    const res = await call('POST', 'AdminFixedPage/CreateFixedPage', fields({ slug: 'Faq ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Page added');
    const page = res.json().data as FixedPage;
    expect(page).toEqual({
      id: expect.any(Number),
      slug: 'faq',
      titleEn: 'Shipping notes',
      titleAr: 'ملاحظات الشحن',
      title: 'Shipping notes',
      contentEn: '<h2>Shipping</h2><p>We ship <strong>fast</strong>.</p>',
      contentAr: '<h2>الشحن</h2><p>نشحن <strong>بسرعة</strong>.</p>',
      content: '<h2>Shipping</h2><p>We ship <strong>fast</strong>.</p>',
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const arabic = await read(`FixedPage/GetById/${page.id}`, null, 'ar');
    expect(arabic.json()).toMatchObject({
      message: 'الصفحة',
      data: {
        title: 'ملاحظات الشحن',
        content: '<h2>الشحن</h2><p>نشحن <strong>بسرعة</strong>.</p>',
      },
    });
    const bySlug = await read('FixedPage/GetBySlug/FAQ');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data).toMatchObject({ id: page.id, slug: 'faq' });
  });

  it('updates every field and answers the saved page', async () => {
    const page = await create();
    const res = await call(
      'PUT',
      'AdminFixedPage/UpdateFixedPage',
      {
        id: page.id,
        slug: `${page.slug}-v2`,
        titleEn: 'Renamed',
        titleAr: 'باسم جديد',
        contentEn: '<p>New</p>',
        contentAr: '<p dir="rtl">جديد</p>',
        isActive: 'false',
      },
      admin,
      'ar',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم حفظ الصفحة');
    expect(res.json().data).toMatchObject({
      id: page.id,
      slug: `${page.slug}-v2`,
      title: 'باسم جديد',
      content: '<p dir="rtl">جديد</p>',
      isActive: false,
    });
    expect(await stored(page.id)).toMatchObject({ titleEn: 'Renamed', contentEn: '<p>New</p>' });
  });

  it('deletes a page, then answers 404 for it', async () => {
    const page = await create();
    const res = await call('DELETE', `AdminFixedPage/DeleteFixedPage/${page.id}`);
    expect(res.json()).toEqual({ message: 'Page deleted', statusCode: 200, data: { id: page.id } });
    expect(await t.app.ctx.db.$count(fixedPages, eq(fixedPages.id, page.id))).toBe(0);
    expect((await call('DELETE', `AdminFixedPage/DeleteFixedPage/${page.id}`)).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for unknown ids and slugs, 400 for a bad id', async () => {
    const notFound = { message: 'This page does not exist or is not published', statusCode: 404 };
    expect((await read('FixedPage/GetById/999999')).json()).toMatchObject(notFound);
    expect((await read('FixedPage/GetBySlug/no-such-page')).json()).toMatchObject(notFound);
    const arabic = await read('FixedPage/GetBySlug/no-such-page', null, 'ar');
    expect(arabic.json().message).toBe('هذه الصفحة غير موجودة أو غير منشورة');
    const update = await call('PUT', 'AdminFixedPage/UpdateFixedPage', { ...fields(), id: 999999 });
    expect(update.statusCode).toBe(404);
    const bad = await read('FixedPage/GetById/abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data)).toEqual(['id']);
  });
});

describe('inactive pages', () => {
  it('are hidden from the public but visible to staff through the same calls', async () => {
    const hidden = await create({ isActive: false, titleEn: 'Draft policy' });
    const shown = await create();
    expect((await read(`FixedPage/GetById/${hidden.id}`)).statusCode).toBe(404);
    expect((await read(`FixedPage/GetBySlug/${hidden.slug}`, customer)).statusCode).toBe(404);
    const publicIds = (await read('FixedPage/GetAll?pageSize=100'))
      .json()
      .data.items.map((p: FixedPage) => p.id);
    expect(publicIds).toContain(shown.id);
    expect(publicIds).not.toContain(hidden.id);

    expect((await read(`FixedPage/GetById/${hidden.id}`, manager)).json().data).toMatchObject({
      id: hidden.id,
      isActive: false,
    });
    expect((await read(`FixedPage/GetBySlug/${hidden.slug}`, admin)).statusCode).toBe(200);
    const staffIds = (await read('FixedPage/GetAll?pageSize=100', manager))
      .json()
      .data.items.map((p: FixedPage) => p.id);
    expect(staffIds).toContain(hidden.id);
  });
});

describe('GET FixedPage/GetAll', () => {
  it('lists oldest first with search over slug and both titles, and pages', async () => {
    const local = await buildTestApp();
    try {
      const staff = await createUser(local.app, { role: 'Admin' });
      const add = async (slug: string, titleEn: string, titleAr: string) =>
        (
          await local.app.inject({
            method: 'POST',
            url: '/api/AdminFixedPage/CreateFixedPage',
            headers: bearer(staff.token),
            payload: { slug, titleEn, titleAr, contentEn: '', contentAr: '' },
          })
        ).json().data as FixedPage;
      const about = await add('about', 'About us', 'من نحن');
      const privacy = await add('privacy-policy', 'Privacy policy', 'سياسة الخصوصية');
      const returns = await add('returns-policy', 'Returns', 'الإرجاع والاستبدال');
      const list = async (query = '') =>
        (await local.app.inject({ url: `/api/FixedPage/GetAll?${query}` })).json().data as {
          items: FixedPage[];
          totalCount: number;
        };
      const ids = (data: { items: FixedPage[] }) => data.items.map((p) => p.id);
      expect(ids(await list())).toEqual([about.id, privacy.id, returns.id]);
      expect(ids(await list('search=POLICY'))).toEqual([privacy.id, returns.id]);
      expect(ids(await list('search=الخصوصيه'))).toEqual([privacy.id]);
      expect(ids(await list('search=100%25'))).toEqual([]);
      expect(await list('pageSize=2&pageNumber=2')).toMatchObject({
        items: [{ id: returns.id }],
        totalCount: 3,
      });
      expect(await list('pageNumber=9')).toMatchObject({ items: [], totalCount: 3 });
      const queries = await local.queriesDuring(() =>
        local.app.inject({ url: '/api/FixedPage/GetAll' }),
      );
      expect(queries).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});

describe('validation', () => {
  it.each([
    ['an empty slug', { slug: '' }, 400],
    ['no English title', { titleEn: ' ' }, 400],
    ['no Arabic title', { titleAr: undefined }, 400],
    ['a 151-character title', { titleAr: 'ب'.repeat(151) }, 400],
    ['an active flag that is not true/false', { isActive: 'perhaps' }, 400],
  ])('refuses %s with 400 naming the field', async (_name, extra, status) => {
    const before = await pageCount();
    const res = await call('POST', 'AdminFixedPage/CreateFixedPage', fields(extra));
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().data)).toEqual([Object.keys(extra)[0]]);
    expect(await pageCount()).toBe(before);
  });

  it.each([
    'privacy policy',
    'privacy_policy',
    'privacy--policy',
    '-about',
    'about-',
    'سياسة',
    'a/b',
    'x'.repeat(81),
  ])('refuses the slug %j with 422 under slug', async (slug) => {
    const before = await pageCount();
    const res = await call('POST', 'AdminFixedPage/CreateFixedPage', fields({ slug }));
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({ slug: [res.json().message] });
    expect(res.json().message).toMatch(/lowercase letters, digits and single hyphens/);
    expect(await pageCount()).toBe(before);
  });

  it('words a slug refusal in Arabic', async () => {
    const res = await call(
      'POST',
      'AdminFixedPage/CreateFixedPage',
      fields({ slug: 'a b' }),
      admin,
      'ar',
    );
    expect(res.json().message).toMatch(/^يُسمح في رابط الصفحة/);
  });

  it('accepts an 80-character slug and refuses content over 100,000 characters with 422', async () => {
    await create({ slug: 'y'.repeat(80) });
    const page = await create();
    const tooLong = `<p>${'x'.repeat(100_000)}</p>`;
    const res = await call('PUT', 'AdminFixedPage/UpdateFixedPage', {
      ...fields({ slug: page.slug }),
      id: page.id,
      contentAr: tooLong,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'The content is too long (100,000 characters at most)',
      data: { contentAr: [expect.any(String)] },
    });
    expect((await stored(page.id)).contentAr).toBe(page.contentAr);
  });

  it('answers 409 under slug for a slug taken in any letter case, on add and on update', async () => {
    const taken = await create({ slug: 'returns-policy' });
    const before = await pageCount();
    for (const slug of ['returns-policy', 'Returns-Policy', 'RETURNS-POLICY']) {
      const res = await call('POST', 'AdminFixedPage/CreateFixedPage', fields({ slug }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Another page already uses this address',
        statusCode: 409,
        data: { slug: ['Another page already uses this address'] },
      });
    }
    expect(await pageCount()).toBe(before);

    const other = await create();
    const res = await call('PUT', 'AdminFixedPage/UpdateFixedPage', {
      ...fields({ slug: 'Returns-Policy' }),
      id: other.id,
    });
    expect(res.statusCode).toBe(409);
    expect((await stored(other.id)).slug).toBe(other.slug);
    // A page keeps its own slug on update.
    const same = await call('PUT', 'AdminFixedPage/UpdateFixedPage', {
      ...fields({ slug: taken.slug, titleEn: 'Returns' }),
      id: taken.id,
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('stored content is cleaned', () => {
  const attacks: Array<[string, string, string]> = [
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an image with onerror', '<p>Hi<img src="x" onerror="alert(1)"></p>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['a JaVaScRiPt: link', '<p><a href="JaVaScRiPt:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    [
      'an entity-encoded javascript: link',
      '<p><a href="&#106;&#97;vascript&#58;alert(1)">x</a></p>',
      '<p><a>x</a></p>',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['style and class attributes', '<p style="color:red" class="big">Hi</p>', '<p>Hi</p>'],
    ['a style element', '<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    [
      'an external link without rel',
      '<p><a href="https://example.com" target="_blank">x</a></p>',
      '<p><a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a></p>',
    ],
  ];
  it.each(attacks)('strips %s before storing, in both languages', async (_name, html, clean) => {
    const page = await create({ contentEn: html, contentAr: html });
    expect(page.contentEn).toBe(clean);
    const row = await stored(page.id);
    expect(row.contentEn).toBe(clean);
    expect(row.contentAr).toBe(clean);
    expect(row.contentEn).not.toMatch(/script|onerror|onclick|javascript|iframe|style=/i);
  });

  it('cleans on update too, and keeps Arabic content intact', async () => {
    const page = await create();
    const arabic =
      '<h2>سياسة الخصوصية</h2><p dir="rtl">نحمي بياناتك وفق نظام حماية البيانات الشخصية.</p>' +
      '<ul><li>لا نبيع بياناتك</li><li>نحذفها عند الطلب</li></ul>';
    const res = await call('PUT', 'AdminFixedPage/UpdateFixedPage', {
      ...fields({ slug: page.slug }),
      id: page.id,
      contentEn: '<p>Fine</p><script>steal()</script>',
      contentAr: arabic,
    });
    expect(res.statusCode).toBe(200);
    const row = await stored(page.id);
    expect(row.contentEn).toBe('<p>Fine</p>');
    expect(row.contentAr).toBe(arabic);
    const shown = await read(`FixedPage/GetBySlug/${page.slug}`, null, 'ar');
    expect(shown.json().data.content).toBe(arabic);
  });

  it('stores an empty editor document as empty content', async () => {
    const page = await create({ contentEn: '<p></p>', contentAr: undefined });
    expect(await stored(page.id)).toMatchObject({ contentEn: '', contentAr: '' });
  });
});

describe('OpenAPI', () => {
  it('documents the public reads without security and the writes with it', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    for (const path of [
      '/api/FixedPage/GetAll',
      '/api/FixedPage/GetById/{id}',
      '/api/FixedPage/GetBySlug/{slug}',
    ]) {
      expect(paths[path].get.tags).toEqual(['FixedPage']);
      expect(paths[path].get.security).toBeUndefined();
    }
    for (const [path, verb] of [
      ['/api/AdminFixedPage/CreateFixedPage', 'post'],
      ['/api/AdminFixedPage/UpdateFixedPage', 'put'],
      ['/api/AdminFixedPage/DeleteFixedPage/{id}', 'delete'],
    ] as const) {
      expect(paths[path][verb].security).toEqual([{ bearerAuth: [] }]);
    }
    const created = paths['/api/AdminFixedPage/CreateFixedPage'].post;
    const data = created.responses['201'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(
      expect.arrayContaining(['id', 'slug', 'titleEn', 'titleAr', 'title', 'content', 'isActive']),
    );
  });
});
