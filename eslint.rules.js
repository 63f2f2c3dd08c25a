// Rules of this repository's own, used by eslint.config.js.
import path from 'node:path';

/**
 * The API's areas, lowest first: an area may import the areas before it, never one after it.
 * lib/ and http/ (the platform) sit below all of them; app.ts and messages.ts (the composition
 * root) above. docs/architecture.md ("Areas") says what each one is for.
 */
export const API_AREA_ORDER = [
  'accounts',
  'users',
  'content',
  'catalog',
  'seo',
  'favorites',
  'addresses',
  'delivery',
  'coupons',
  'pricing',
  'cart',
  'orders',
  'payments',
  'invoices',
  'checkout',
  'dashboard',
  'store',
];

/**
 * Deliberate exceptions to the order, each `{ file, area, allow: [areas], }` with a dated comment
 * saying why. Remove an entry as soon as its import is gone. There are none today.
 */
export const API_AREA_EXCEPTIONS = [];

const API = 'apps/api/src';
const TESTS = ['**/*.test.ts'];

function areaPatterns(area, allowed = []) {
  const above = API_AREA_ORDER.slice(API_AREA_ORDER.indexOf(area) + 1).filter(
    (other) => !allowed.includes(other),
  );
  return [
    ...above.map((other) => ({
      group: [`../${other}/**`, `**/features/${other}/**`],
      message: `features/${area} sits below features/${other} in the area order (eslint.rules.js, docs/architecture.md): move what both need down, or call it from the area above.`,
    })),
    {
      group: ['../../app.ts', '../../messages.ts', '../../server.ts'],
      message: 'Areas never import the composition root (app.ts, messages.ts, server.ts).',
    },
    {
      group: ['../../db/schema.ts', '../../db/*-cli.ts'],
      message:
        "Areas import tables from their own or a lower area's tables file (or db/platform.tables.ts), never the schema index or the command-line entries.",
    },
    // The store area sits at the top and knows the demo shop it offers to remove.
    ...(area === 'store'
      ? []
      : [
          {
            group: ['../../db/seed/**'],
            message: 'Only the store area (shop setup) reads the demo seed.',
          },
        ]),
  ];
}

/**
 * db/ holds two kinds of files: the platform every area uses (client, errors, SQL text helpers,
 * batches, migrations, platform tables), which must stay below the areas, and the composition
 * (the schema index, the seed, the command-line entries, the media scan) which gathers them.
 */
const DB_COMPOSITION = [
  `${API}/db/schema.ts`,
  `${API}/db/client.ts`,
  `${API}/db/*-cli.ts`,
  `${API}/db/media-references.ts`,
  `${API}/db/seed/**`,
];

const zone = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The no-restricted-imports zones of the API: the area order, and the platform below it. */
export function apiAreaZones() {
  const zones = API_AREA_ORDER.map((area) => ({
    files: [`${API}/features/${area}/**/*.ts`],
    ignores: [...TESTS, ...API_AREA_EXCEPTIONS.map((exception) => exception.file)],
    rules: zone(areaPatterns(area)),
  }));
  for (const exception of API_AREA_EXCEPTIONS) {
    zones.push({
      files: [exception.file],
      rules: zone(areaPatterns(exception.area, exception.allow)),
    });
  }
  zones.push({
    files: [`${API}/lib/**/*.ts`, `${API}/http/**/*.ts`],
    ignores: TESTS,
    rules: zone([
      {
        group: ['**/features/**'],
        message: 'lib/ and http/ sit below every area and never import one.',
      },
      {
        group: ['**/db/schema.ts', '**/app.ts', '../messages.ts', '../server.ts'],
        message:
          'lib/ and http/ never import the composition (db/schema.ts, app.ts, messages.ts): use db/platform.tables.ts, or take what an area provides through the app context.',
      },
    ]),
  });
  zones.push({
    files: [`${API}/db/**/*.ts`],
    ignores: [...TESTS, ...DB_COMPOSITION],
    rules: zone([
      {
        group: ['../features/**', '**/features/**', './schema.ts'],
        message:
          'The database platform (db/) sits below every area: it never imports one or the schema index.',
      },
    ]),
  });
  return zones;
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** File names are kebab-case words, dot-separated parts allowed (`cart.routes.test.ts`). */
export const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { name: 'File names are kebab-case: rename "{{name}}".' },
  },
  create(context) {
    const name = path.basename(context.filename);
    const stem = name.replace(/\.(?:ts|tsx|js|jsx|mjs|cjs|mts)$/, '');
    return {
      Program(node) {
        if (!KEBAB.test(stem)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};
