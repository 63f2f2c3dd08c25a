import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiAreaZones, kebabCaseFiles } from './eslint.rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Web: the storefront and the dashboard are separate bundles, so neither imports the other; the
  // web app talks to the API over HTTP only; components use the typed hooks of app/hooks.ts.
  ...webImportRules(),
  // API: one order of areas (see docs/architecture.md, "Areas"); lib/ and http/ never import an
  // area. Test files are left out: they build their fixtures from whichever areas they need.
  ...apiAreaZones(),
  // File names are kebab-case (`order-placement.ts`, `cart.routes.test.ts`).
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.{ts,mjs}'],
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: { 'local/kebab-case-files': 'error' },
  },
  // Small modules: a file past 400 lines (600 for tests) is a sign it does two things.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: { 'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**/*.ts'],
    rules: { 'max-lines': ['warn', { max: 600, skipBlankLines: true, skipComments: true }] },
  },
  // Settings come from the environment in one place: apps/api/src/config.ts. scripts/, bench/ and
  // e2e/ are left out: they are launchers that hand an environment to the processes they start.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: [
      'apps/api/src/config.ts',
      // The setup command runs before there is a config (it writes the settings config reads).
      'apps/api/src/db/setup-cli.ts',
      // Tests choose their database and start child processes with an environment of their own.
      '**/*.test.{ts,tsx}',
      'apps/api/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through apps/api/src/config.ts.',
        },
      ],
    },
  },
);

function apiPatterns() {
  return [
    {
      group: ['**/apps/api/**', '@dukkan/api'],
      message: 'The web app talks to the API over HTTP only.',
    },
  ];
}

/** One no-restricted-imports rule per web folder (a later rule would replace an earlier one). */
function webImportRules() {
  const typedHooks = {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use useAppDispatch/useAppSelector from app/hooks.ts (typed with the store).',
  };
  const rule = (patterns, paths = [typedHooks]) => ({
    'no-restricted-imports': ['error', { paths, patterns: [...patterns, ...apiPatterns()] }],
  });
  return [
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      ignores: ['apps/web/src/storefront/**', 'apps/web/src/dashboard/**'],
      rules: rule([]),
    },
    {
      files: ['apps/web/src/storefront/**/*.{ts,tsx}'],
      rules: rule([
        { group: ['**/dashboard/**'], message: 'The storefront must not import dashboard code.' },
      ]),
    },
    {
      files: ['apps/web/src/dashboard/**/*.{ts,tsx}'],
      rules: rule([
        { group: ['**/storefront/**'], message: 'The dashboard must not import storefront code.' },
      ]),
    },
    // The one place that types them.
    { files: ['apps/web/src/app/hooks.ts'], rules: rule([], []) },
  ];
}
