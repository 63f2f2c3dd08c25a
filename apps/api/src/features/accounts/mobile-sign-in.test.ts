import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { lastSmsTo, readSmsOutbox, smsCode } from '../../../test/sms-outbox.ts';
import { mobileCodes, users } from './accounts.tables.ts';
import { MOBILE_CODE_TTL_MS } from './mobile-sign-in.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let sequence = 0;
/** A fresh Saudi mobile per test, so tests never share a code or an account. */
function freshMobile(): string {
  sequence += 1;
  return `+9665${String(10_000_000 + sequence * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;
}

const requestCode = (mobile: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/mobile/request-code',
    headers: { 'accept-language': lang },
    payload: { mobile },
  });
const signIn = (payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/mobile/sign-in',
    headers: { 'accept-language': lang },
    payload,
  });

async function codeFor(mobile: string, lang = 'en'): Promise<string> {
  expect((await requestCode(mobile, lang)).statusCode).toBe(200);
  return smsCode(lastSmsTo(t.config.sms.outboxDir, mobile));
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('asking for a sign-in code', () => {
  it('answers the same for a number with an account and one without, and texts both', async () => {
    const known = freshMobile();
    const code = await codeFor(known);
    expect((await signIn({ mobile: known, code, name: 'Sara' })).statusCode).toBe(200);

    const unknown = freshMobile();
    const before = readSmsOutbox(t.config.sms.outboxDir).length;
    const forKnown = await requestCode(known);
    const forUnknown = await requestCode(unknown);
    expect(forKnown.statusCode).toBe(200);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(forKnown.json().message).toMatch(/6-digit code .* 5 minutes/);
    expect(readSmsOutbox(t.config.sms.outboxDir).length).toBe(before + 2);
  });

  it('accepts every spelling of a Saudi mobile and texts it in the shopper’s language', async () => {
    const mobile = freshMobile();
    const local = `0${mobile.slice(4)}`;
    const arabicDigits = local.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const spelling of [local, local.slice(1), `00${mobile.slice(1)}`, arabicDigits]) {
      expect((await requestCode(spelling, 'ar')).statusCode).toBe(200);
    }
    const sms = lastSmsTo(t.config.sms.outboxDir, mobile);
    expect(sms.text).toMatch(/^رمز الدخول: \d{6}/);
    expect(sms.text).toContain('5 دقائق');
    // The WebOTP line binds the code to the shop's address for the phone's autofill.
    expect(sms.text).toMatch(/\n@localhost:3000 #\d{6}$/);
    expect(readSmsOutbox(t.config.sms.outboxDir).filter((s) => s.to === mobile)).toHaveLength(4);
    const en = await codeFor(mobile, 'en');
    expect(lastSmsTo(t.config.sms.outboxDir, mobile).text).toContain(
      `Your sign-in code is ${en}. It is valid for 5 minutes.`,
    );
  });

  it('refuses a number that is not a Saudi mobile, naming the field in both languages', async () => {
    for (const mobile of ['+201001234567', '0112345678', '05123', '']) {
      const en = await requestCode(mobile);
      expect(en.statusCode).toBe(400);
      expect(Object.keys(en.json().data)).toEqual(['mobile']);
      expect(en.json().message).toBe(
        mobile === ''
          ? 'Mobile number: is required'
          : 'Mobile number: must be a Saudi mobile number such as 05XXXXXXXX',
      );
    }
    const ar = await requestCode('+201001234567', 'ar');
    expect(ar.json().message).toBe('رقم الجوال: يجب أن يكون رقم جوال سعوديًا مثل 05XXXXXXXX');
  });
});

describe('signing in with the texted code', () => {
  it('creates a customer account for a new number, asking for the name first', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const nameless = await signIn({ mobile, code });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json()).toEqual({
      message: 'Please enter your name to create your account',
      statusCode: 422,
      data: { name: ['Please enter your name to create your account'] },
    });
    const ar = await signIn({ mobile, code, name: '  ' }, 'ar');
    expect(ar.json().message).toBe('يرجى إدخال اسمك لإنشاء حسابك');

    // The same code still works once the name is there.
    const res = await signIn({ mobile, code, name: 'Sara Al Harbi' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Signed in successfully');
    expect(body.data).toMatchObject({
      firstName: 'Sara',
      lastName: 'Al Harbi',
      email: null,
      phoneNumber: mobile,
      mobile,
      role: 'Customer',
      token: expect.any(String),
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/Account/get-user-info',
      headers: bearer(body.data.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.mobile).toBe(mobile);
  });

  it('answers exactly like the e-mail sign-in', async () => {
    const user = await createUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: user.email, password: user.password },
    });
    const mobile = freshMobile();
    const byMobile = await signIn({ mobile, code: await codeFor(mobile), name: 'Omar' });
    expect(byMobile.statusCode).toBe(login.statusCode);
    expect(byMobile.json().message).toBe(login.json().message);
    expect(Object.keys(byMobile.json().data).sort()).toEqual(Object.keys(login.json().data).sort());
  });

  it('signs the same account in again, whatever spelling of the number', async () => {
    const mobile = freshMobile();
    const first = await signIn({ mobile, code: await codeFor(mobile), name: 'Huda' });
    const local = `0${mobile.slice(4)}`;
    const again = await signIn({ mobile: local, code: await codeFor(mobile), name: 'Ignored' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.firstName).toBe('Huda');
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it('uses a code once, even when it arrives twice at the same moment', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const answers = await Promise.all([
      signIn({ mobile, code, name: 'Nora' }),
      signIn({ mobile, code, name: 'Nora' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const used = await signIn({ mobile, code, name: 'Nora' });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('The code is incorrect or has expired');
    expect(used.json().data).toEqual({ code: ['The code is incorrect or has expired'] });
    const ar = await signIn({ mobile, code, name: 'Nora' }, 'ar');
    expect(ar.json().message).toBe('الرمز غير صحيح أو منتهي الصلاحية');
  });

  it('kills the code after five wrong tries, even for the right code', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await signIn({ mobile, code: wrongOf(code), name: 'x' })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    const right = await signIn({ mobile, code, name: 'Reem' });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong codes. Please request a new code');
    // A new code starts over.
    expect((await signIn({ mobile, code: await codeFor(mobile), name: 'Reem' })).statusCode).toBe(
      200,
    );
  });

  it('counts parallel wrong guesses exactly', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    await Promise.all(
      Array.from({ length: 12 }, () => signIn({ mobile, code: wrongOf(code), name: 'x' })),
    );
    const [row] = await t.app.ctx.db
      .select()
      .from(mobileCodes)
      .where(eq(mobileCodes.mobile, mobile));
    expect(row?.failedAttempts).toBe(5);
    expect((await signIn({ mobile, code, name: 'x' })).statusCode).toBe(400);
  });

  it('refuses a code after its five minutes', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + MOBILE_CODE_TTL_MS - 2_000);
    const nameless = await signIn({ mobile, code });
    expect(nameless.statusCode).toBe(422); // still valid just before
    vi.setSystemTime(Date.now() + 3_000);
    const late = await signIn({ mobile, code, name: 'Late' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('The code is incorrect or has expired');
  });

  it('replaces the previous code with a new request', async () => {
    const mobile = freshMobile();
    const first = await codeFor(mobile);
    let second = await codeFor(mobile);
    while (second === first) second = await codeFor(mobile);
    expect((await signIn({ mobile, code: first, name: 'x' })).statusCode).toBe(400);
    expect((await signIn({ mobile, code: second, name: 'x' })).statusCode).toBe(200);
  });

  it('stores only a hash of the code', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const [row] = await t.app.ctx.db
      .select()
      .from(mobileCodes)
      .where(eq(mobileCodes.mobile, mobile));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[\w-]{20,}/);
  });

  it('validates the code and the name (400 naming the field)', async () => {
    const mobile = freshMobile();
    const short = await signIn({ mobile, code: '12ab', name: 'x' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().data)).toEqual(['code']);
    expect(short.json().message).toBe('Code: must be the 6-digit code from the text message');
    const long = await signIn({ mobile, code: '123456', name: 'x'.repeat(101) });
    expect(Object.keys(long.json().data)).toEqual(['name']);
    // Arabic-Indic digits in the code are read as digits.
    const code = await codeFor(mobile);
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await signIn({ mobile, code: arabic, name: 'Sara' })).statusCode).toBe(200);
  });
});

describe('adding a mobile to an account', () => {
  const verify = (token: string, mobile: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/mobile/verify',
      headers: bearer(token),
      payload: { mobile, code },
    });

  it('proves the number with a code; the number then signs in to that account', async () => {
    const user = await createUser(t.app);
    const mobile = freshMobile();
    const res = await verify(user.token, mobile, await codeFor(mobile));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, email: user.email, mobile });
    const byMobile = await signIn({ mobile, code: await codeFor(mobile) });
    expect(byMobile.statusCode).toBe(200);
    expect(byMobile.json().data.id).toBe(user.id);
  });

  it('refuses a number another account holds (409), leaving the code unused', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const mobile = freshMobile();
    expect((await verify(owner.token, mobile, await codeFor(mobile))).statusCode).toBe(200);
    const code = await codeFor(mobile);
    const taken = await verify(other.token, mobile, code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data).toEqual({
      mobile: ['This mobile number belongs to another account'],
    });
    expect((await signIn({ mobile, code })).json().data.id).toBe(owner.id);
  });

  it('keeps staff accounts on their password: no mobile, no sign-in by code (403)', async () => {
    const manager = await createUser(t.app, { role: 'Manager' });
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const refused = await verify(manager.token, mobile, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Staff accounts sign in with their e-mail and password, not with a texted code',
    );
    // A number written on a staff account by other means still opens nothing, in either language.
    await t.app.ctx.db.update(users).set({ mobile }).where(eq(users.id, manager.id));
    const byCode = await signIn({ mobile, code }, 'ar');
    expect(byCode.statusCode).toBe(403);
    expect(byCode.json().message).toBe(
      'تسجيل دخول حسابات الموظفين يكون بالبريد الإلكتروني وكلمة المرور، لا برمز نصي',
    );
    expect(byCode.json().data?.token).toBeUndefined();
  });

  it('needs a signed-in caller and a right code', async () => {
    const mobile = freshMobile();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Account/mobile/verify',
      payload: { mobile, code: '123456' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(t.app);
    const code = await codeFor(mobile);
    expect((await verify(user.token, mobile, wrongOf(code))).statusCode).toBe(400);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mobile).toBeNull();
  });
});
