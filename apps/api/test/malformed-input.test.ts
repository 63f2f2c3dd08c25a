import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { SANDBOX_PREFIX } from '../src/features/payments/sandbox-gateway.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createDeliveryMethodRow, createShopper } from './checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from './factories.ts';
import { addToCartRow, createCouponRow, createShopProduct } from './shopping-factories.ts';

/**
 * The malformed-input sweep: every route of the real application (collected as they are added, not
 * listed by hand) gets NUL, lone surrogates and other control characters in each text field and
 * parameter, wrong JSON types, huge, negative and fractional numbers, absurd dates, over-long text,
 * deep JSON, broken JSON, multipart without a boundary and empty bodies, as an anonymous caller, a
 * customer and an admin. Any answer of 500 or above is a failure; offenders are printed with the
 * method, path and payload.
 */

let t: TestApp;
const routes: RouteOptions[] = [];
let customer: TestUser;
let admin: TestUser;
const anonymous = null;

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route) => routes.push(route),
    // The sandbox gateway's routes exist only in sandbox mode: switched on so they are swept too.
    configure: (config) => {
      config.paymentSandbox = true;
      config.paymentSandboxExplicit = true;
    },
  });
  // A customer with an address, a mobile number and a cart, and a delivery method (ids 1), so
  // checkout and address-book payloads get past the lookups to the writes.
  customer = (await createShopper(t.app)).user;
  await createDeliveryMethodRow(t.app);
  admin = await createUser(t.app, { role: 'Admin' });
  // A little data, so ids 1 and the base payloads reach the services and the database.
  const product = await createShopProduct(t.app);
  await addToCartRow(t.app, customer.id, product.id, 1);
  await createCouponRow(t.app, { code: 'SWEEP10' });
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// Reading the route schemas (zod) to build a payload that passes them, one field at a time broken.

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'other';
interface Field {
  path: string[];
  kind: Kind;
}
interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: ZodType[];
  left?: ZodType;
  getter?: () => ZodType;
}
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema a client writes (the input side of pipes and preprocessing). */
function unwrap(schema: ZodType): ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly'].includes(def.type)) {
      current = def.innerType!;
    } else if (def.type === 'pipe') {
      current = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    } else if (def.type === 'lazy') current = def.getter!();
    else if (def.type === 'intersection') current = def.left!;
    else return current;
  }
  return current;
}

const STRING_HINTS: [RegExp, string][] = [
  [/email/i, 'sweep@example.com'],
  [/password/i, 'Passw0rd!'],
  [/phone/i, '0512345678'],
  [/buildingNumber|additionalNumber/i, '1234'],
  [/postalCode/i, '12345'],
  [/date|^from$|^to$/i, '2026-01-31'],
  [/otp/i, '123456'],
  [/sku/i, 'SKU-SWEEP'],
  [/code/i, 'SWEEP10'],
  [/slug/i, 'sweep-page'],
  [/link|url/i, 'https://example.com/x'],
  [/vat|taxNumber/i, '300000000000003'],
  [/cardNumber/i, '4111111111111111'],
  [/cvv/i, '123'],
  [/resourcePath/i, '/v1/checkouts/abc/payment'],
];

/** A value that passes `schema` for the field `name` (best effort). */
function sample(schema: ZodType, name: string): unknown {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'string':
      return STRING_HINTS.find(([pattern]) => pattern.test(name))?.[1] ?? 'Sweep text';
    case 'number':
    case 'int':
    case 'bigint':
      return /month/i.test(name) ? 12 : /year/i.test(name) ? 2030 : 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'union':
      return sample(def.options![0]!, name);
    case 'array':
      return [sample(def.element!, name)];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape!).map(([key, value]) => [key, sample(value, key)]),
      );
    case 'date':
      return '2026-01-31';
    default:
      return 'Sweep text';
  }
}

/** The leaves of an object schema, with what kind of value each takes. */
function fieldsOf(schema: ZodType | undefined, prefix: string[] = []): Field[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  if (def.type === 'object') {
    return Object.entries(def.shape!).flatMap(([key, value]) => {
      const inner = defOf(unwrap(value));
      if (inner.type === 'object') return fieldsOf(value, [...prefix, key]);
      const kind: Kind =
        inner.type === 'string' || inner.type === 'enum' || inner.type === 'literal'
          ? 'string'
          : inner.type === 'number' || inner.type === 'int'
            ? 'number'
            : inner.type === 'boolean'
              ? 'boolean'
              : inner.type === 'array'
                ? 'array'
                : 'other';
      return [{ path: [...prefix, key], kind }];
    });
  }
  return [];
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

// ---------------------------------------------------------------------------------------------
// The malformed classes.

const TEXT_CLASSES: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\uD800b'],
  ['C0 control', 'a\u0001b'],
  ['DEL', 'a\u007Fb'],
  ['C1 control', 'a\u0085b'],
];
/** The same, as raw query/path text (a lone surrogate as its CESU-8 bytes, invalid UTF-8). */
const URL_TEXT_CLASSES = ['a%00b', 'a%ED%A0%80b', 'a%01b', 'a%7Fb', 'a%C2%85b', 'a%FF'];
const HUGE_NUMBERS = [1e308, 2 ** 31, 2 ** 53 + 2, -1, 0, 1.5, -(2 ** 31) - 1];
const WRONG_TYPES: unknown[] = [{ a: 1 }, [1, 2], true, null, 12345, 'text'];
const ABSURD_DATES = ['0001-01-01', '9999-12-31', '+275760-09-13', '2026-02-30', '-000001-01-01'];
const URL_NUMBERS = ['-1', '0', '1.5', '99999999999', '1e400', '9223372036854775808', 'NaN'];

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Attempt {
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  user: TestUser | null;
}

const offenders: string[] = [];
const statuses = new Map<number, number>();
let sent = 0;

async function send(attempt: Attempt) {
  sent += 1;
  const headers: Record<string, string> = { 'accept-language': sent % 2 ? 'en' : 'ar' };
  if (attempt.user) Object.assign(headers, bearer(attempt.user.token));
  if (attempt.contentType) headers['content-type'] = attempt.contentType;
  const response = await t.app.inject({
    method: attempt.method as 'GET',
    url: attempt.url,
    headers,
    ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
  });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500) {
    const payload =
      typeof attempt.payload === 'string' ? attempt.payload.slice(0, 300) : attempt.payload;
    offenders.push(
      `${response.statusCode} ${attempt.method} ${attempt.url.slice(0, 300)} as ${
        attempt.user?.role ?? 'anonymous'
      } ${JSON.stringify(payload ?? null)} → ${response.body.slice(0, 200)}`,
    );
  }
  return response.statusCode;
}

function pathOf(url: string, params: Record<string, unknown>) {
  return url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? 1)),
  );
}

function queryOf(values: Record<string, unknown>, raw: Record<string, string> = {}) {
  const parts = Object.entries(values)
    .filter(([key]) => !(key in raw))
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  for (const [key, value] of Object.entries(raw)) parts.push(`${key}=${value}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The malformed requests for one route, as one caller. */
function attemptsFor(route: RouteOptions, method: string, user: TestUser | null): Attempt[] {
  const schema = (route.schema ?? {}) as {
    body?: ZodType;
    querystring?: ZodType;
    params?: ZodType;
  };
  // Parameters in the path even where a route declares no schema for them (hidden routes).
  const paramFields = schema.params
    ? fieldsOf(schema.params)
    : [...route.url.matchAll(/:(\w+)/g)].map((match): Field => ({
        path: [match[1]!],
        kind: 'string',
      }));
  const queryFields = fieldsOf(schema.querystring);
  const bodyFields = fieldsOf(schema.body);
  const params = (schema.params ? sample(schema.params, 'params') : {}) as Record<string, unknown>;
  const query = (schema.querystring ? sample(schema.querystring, 'query') : {}) as Record<
    string,
    unknown
  >;
  const body = schema.body ? sample(schema.body, 'body') : {};
  const url = (pathParams: Record<string, unknown>, rawQuery: Record<string, string> = {}) =>
    `${pathOf(route.url, pathParams)}${queryOf(query, rawQuery)}`;
  const json = (value: unknown): Partial<Attempt> => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const withBody = bodyMethods.has(method);
  const base = { method, user, ...(withBody ? json(body) : {}) };
  const attempts: Attempt[] = [];

  // Path parameters: raw malformed text and numbers, spliced into the path as written.
  for (const field of paramFields) {
    for (const raw of [...URL_TEXT_CLASSES, ...URL_NUMBERS, 'x'.repeat(3000)]) {
      attempts.push({
        ...base,
        url: route.url.replace(/:(\w+)/g, (_m, name: string) =>
          name === field.path[0] ? raw : encodeURIComponent(String(params[name] ?? 1)),
        ),
      });
    }
  }
  // Query parameters: each one malformed in turn.
  const queryValues = (field: Field) =>
    field.kind === 'number'
      ? [...URL_NUMBERS, ...URL_TEXT_CLASSES]
      : /date|^from$|^to$/i.test(field.path[0]!)
        ? [...ABSURD_DATES.map(encodeURIComponent), ...URL_TEXT_CLASSES]
        : [...URL_TEXT_CLASSES, 'x'.repeat(3000), ...URL_NUMBERS.slice(0, 3)];
  for (const field of queryFields) {
    for (const raw of queryValues(field)) {
      attempts.push({ ...base, url: url(params, { [field.path.join('.')]: raw }) });
    }
    attempts.push({ ...base, url: `${url(params)}&${field.path[0]}=1&${field.path[0]}=2` });
  }
  if (!withBody) return attempts;

  // Body fields: each one malformed in turn, the others valid.
  const target = url(params);
  for (const field of bodyFields) {
    const values: unknown[] =
      field.kind === 'number'
        ? [...HUGE_NUMBERS, '1e400', 'abc', { a: 1 }]
        : field.kind === 'string'
          ? [
              ...TEXT_CLASSES.map(([, value]) => value),
              'x'.repeat(200_000),
              ...(/date|^from$|^to$/i.test(field.path.at(-1)!) ? ABSURD_DATES : []),
              ...WRONG_TYPES.slice(0, 3),
              1e308,
            ]
          : field.kind === 'array'
            ? [
                Array.from({ length: 5000 }, (_v, i) => i + 1),
                [1e308],
                [-1],
                ['a\u0000'],
                { a: 1 },
                'text',
              ]
            : WRONG_TYPES;
    for (const value of values) {
      attempts.push({ ...base, url: target, ...json(withValue(body, field.path, value)) });
    }
  }
  // Whole-body classes.
  const nested = '['.repeat(5000) + ']'.repeat(5000);
  const deepObject = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
  for (const payload of [nested, deepObject, '{"a":', '{bad json}', '', 'null', '[]', '"text"']) {
    attempts.push({ ...base, url: target, payload, contentType: 'application/json' });
  }
  attempts.push({ method, user, url: target, contentType: 'application/json' });
  attempts.push({
    method,
    user,
    url: target,
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    contentType: 'multipart/form-data',
  });
  attempts.push({ method, user, url: target, payload: '', contentType: 'multipart/form-data' });
  attempts.push({
    method,
    user,
    url: target,
    payload: '--x\r\nbroken',
    contentType: 'multipart/form-data; boundary=x',
  });
  attempts.push({ method, user, url: target, payload: 'a=b', contentType: 'text/plain' });
  // Form-encoded bodies (the sandbox gateway's own protocol, whose fields no schema lists here):
  // valid fields with one at a time carrying the malformed text.
  const form: Record<string, string> = {
    entityId: 'sweep',
    amount: '10.00',
    currency: 'SAR',
    paymentType: 'DB',
    merchantTransactionId: 'sweep',
  };
  for (const field of Object.keys(form)) {
    for (const [, value] of TEXT_CLASSES) {
      attempts.push({
        method,
        user,
        url: target,
        payload: new URLSearchParams({ ...form, [field]: value }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
    }
  }
  return attempts;
}

/** Runs `work` over `items` with a few at a time in flight. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

it('answers no request of the sweep with a 5xx', { timeout: 170_000 }, async () => {
  const started = Date.now();
  // Routes that change the caller's own account (password, role) run last, so they cannot
  // sign the sweep's users out half way.
  const late = /password|ChangeUserRole|deleteUser/i;
  const apiRoutes = routes
    .filter((route) => route.url.startsWith('/api/') || route.url.startsWith(SANDBOX_PREFIX))
    .sort((a, b) => Number(late.test(a.url)) - Number(late.test(b.url)));
  expect(apiRoutes.length).toBeGreaterThan(80);

  let routeCount = 0;
  for (const route of apiRoutes) {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) {
      routeCount += 1;
      // Everything as the admin and as the customer; a quarter of it anonymously (the guard
      // turns most of those away before validation).
      await eachLimited(attemptsFor(route, method, admin), 4, send);
      await eachLimited(attemptsFor(route, method, customer), 4, send);
      const some = attemptsFor(route, method, anonymous).filter((_a, index) => index % 4 === 0);
      await eachLimited(some, 4, send);
    }
  }
  console.info(
    `malformed-input sweep: ${sent} requests over ${routeCount} routes in ${Date.now() - started} ms`,
    Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  );
  if (offenders.length) console.error(`5xx answers:\n${offenders.join('\n')}`);
  expect(offenders).toEqual([]);
});
