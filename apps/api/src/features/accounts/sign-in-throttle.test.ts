import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    configure: (config) => {
      config.rateLimits.login = {
        perAddress: 10,
        perAccount: 12,
        windowSeconds: 600,
        perPair: 5,
        maxPairDelaySeconds: 900,
        pairForgetSeconds: 24 * 60 * 60,
        knownAddressSeconds: 30 * 24 * 60 * 60,
      };
    },
  });
});
afterAll(() => t.close());

let addressSequence = 0;
/** A client address no other test uses (so per-address counts start from nothing). */
const freshAddress = () => {
  addressSequence += 1;
  return `10.${Math.floor(addressSequence / 250)}.${addressSequence % 250}.7`;
};

const signIn = (email: string, password: string, ip: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });

async function statuses(count: number, attempt: () => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await attempt()).statusCode);
  return codes;
}

async function hitsOf(key: string): Promise<number | undefined> {
  const result = await t.app.ctx.db.execute<{ hits: number }>(
    sql`select hits from rate_limit_hits where key = ${key}`,
  );
  return result.rows[0] === undefined ? undefined : Number(result.rows[0].hits);
}

describe('only failures count', () => {
  it('lets an account sign in correctly again and again (more than every limit) without a lock', async () => {
    const owner = await createUser(t.app);
    const ip = freshAddress();
    const codes = await statuses(15, () => signIn(owner.email, owner.password, ip));
    expect(codes).toEqual(Array(15).fill(200));
    // Nothing was counted against the account or the address.
    expect(await hitsOf(`login:account:${owner.email}`)).toBe(0);
    expect(await hitsOf(`login:ip:${ip}`)).toBe(0);
  });

  it('does not let ten wrong passwords from an attacker stop the owner on their own device', async () => {
    const owner = await createUser(t.app);
    const home = freshAddress();
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    const attacker = freshAddress();
    const codes = await statuses(10, () => signIn(owner.email, 'Wrong1234', attacker));
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5).every((code) => code === 429)).toBe(true);
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    // A first-time address is not held either: five failures are far from the account's limit.
    expect((await signIn(owner.email, owner.password, freshAddress())).statusCode).toBe(200);
  });

  it('clears a pair’s failures when its password is right', async () => {
    const owner = await createUser(t.app);
    const ip = freshAddress();
    expect(await statuses(4, () => signIn(owner.email, 'Wrong1234', ip))).toEqual([
      401, 401, 401, 401,
    ]);
    expect((await signIn(owner.email, owner.password, ip)).statusCode).toBe(200);
    // Five more failures before any wait, as for a pair that never failed.
    expect(await statuses(6, () => signIn(owner.email, 'Wrong1234', ip))).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
  });
});

describe('growing delays per account and address pair', () => {
  it('makes each attempt past five failures wait twice as long, the same for unknown e-mails', async () => {
    const owner = await createUser(t.app);
    for (const email of [owner.email, 'nobody-here@example.com']) {
      const ip = freshAddress();
      const codes = await statuses(5, () => signIn(email, 'Wrong1234', ip));
      expect(codes).toEqual([401, 401, 401, 401, 401]);

      const held = await signIn(email, 'Wrong1234', ip, 'ar');
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBe('1');
      expect(held.json()).toEqual({
        statusCode: 429,
        message: expect.stringMatching(/محاولات كثيرة/),
        data: { retryAfterSeconds: 1 },
      });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // The wait is over: the sixth failure is checked and counted, and the next wait is 2 s.
      expect((await signIn(email, 'Wrong1234', ip)).statusCode).toBe(401);
      const longer = await signIn(email, 'Wrong1234', ip);
      expect(longer.statusCode).toBe(429);
      expect(longer.headers['retry-after']).toBe('2');
      // Attempts inside the wait are not checked, so they are not counted either.
      expect(await hitsOf(`login:pair:${ip} ${email}`)).toBe(6);
    }
  });

  it('holds even the right password while the pair waits, and caps the wait', async () => {
    const owner = await createUser(t.app);
    const ip = freshAddress();
    await statuses(5, () => signIn(owner.email, 'Wrong1234', ip));
    expect((await signIn(owner.email, owner.password, ip)).statusCode).toBe(429);
    // Thirty failures long ago would ask for 2^25 s; the wait stops at the cap (15 minutes).
    await t.app.ctx.db.execute(
      sql`update rate_limit_hits set hits = 30 where key = ${`login:pair:${ip} ${owner.email}`}`,
    );
    const capped = await signIn(owner.email, owner.password, ip);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(900);
  });
});

describe('per address over all accounts', () => {
  it('holds an address after its failures on many accounts, and only that address', async () => {
    const ip = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await signIn(`spray${i}@example.com`, 'Wrong1234', ip)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    const owner = await createUser(t.app);
    // Even a right password is not checked from there until the window ends.
    const held = await signIn(owner.email, owner.password, ip);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(590);
    expect((await signIn(owner.email, owner.password, freshAddress())).statusCode).toBe(200);
  });
});

describe('per account over all addresses (a botnet)', () => {
  it('slows addresses the account never signed in from, not the owner’s', async () => {
    const owner = await createUser(t.app);
    const home = freshAddress();
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    const botnet = await statuses(12, () => signIn(owner.email, 'Wrong1234', freshAddress()));
    expect(botnet).toEqual(Array(12).fill(401));
    // The limit is reached: a new address is held, right password or not.
    const held = await signIn(owner.email, owner.password, freshAddress());
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(590);
    expect((await signIn(owner.email, 'Wrong1234', freshAddress())).statusCode).toBe(429);
    // The owner's own device still signs in.
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
  });

  it('holds an unknown e-mail the same way, so the answers do not tell which accounts exist', async () => {
    const botnet = await statuses(13, () =>
      signIn('no-such-account@example.com', 'Wrong1234', freshAddress()),
    );
    expect(botnet).toEqual([...Array(12).fill(401), 429]);
  });

  it('forgets an address that signed in longer ago than the known-address period', async () => {
    const owner = await createUser(t.app);
    const home = freshAddress();
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    await t.app.ctx.db.execute(
      sql`update known_sign_ins set signed_in_at = now() - interval '31 days'
          where account = ${owner.email}`,
    );
    await statuses(12, () => signIn(owner.email, 'Wrong1234', freshAddress()));
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(429);
  });
});

describe('parallel attempts', () => {
  it('counts twenty parallel wrong passwords from one address exactly: five checked, the rest held', async () => {
    const owner = await createUser(t.app);
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(owner.email, 'Wrong1234', ip)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect(await hitsOf(`login:pair:${ip} ${owner.email}`)).toBe(5);
    expect(await hitsOf(`login:account:${owner.email}`)).toBe(5);
    expect(await hitsOf(`login:ip:${ip}`)).toBe(5);
  });

  it('counts exactly the wrong ones among parallel right and wrong passwords', async () => {
    const rule = t.config.rateLimits.login;
    const before = { ...rule };
    Object.assign(rule, { perPair: 1000, perAddress: 1000, perAccount: 1000 });
    try {
      const owner = await createUser(t.app);
      const ip = freshAddress();
      // Claims and give-backs of one account and address interleave; none may wait on another.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          signIn(owner.email, i % 3 === 0 ? owner.password : 'Wrong1234', ip),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([...Array(10).fill(200), ...Array(20).fill(401)]);
      expect(await hitsOf(`login:account:${owner.email}`)).toBe(20);
      expect(await hitsOf(`login:ip:${ip}`)).toBe(20);
    } finally {
      Object.assign(rule, before);
    }
  });

  it('lets exactly the account’s limit through when a botnet tries in parallel', async () => {
    const owner = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(owner.email, 'Wrong1234', freshAddress())),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(12).fill(401), ...Array(8).fill(429)]);
    expect(await hitsOf(`login:account:${owner.email}`)).toBe(12);
  });
});
