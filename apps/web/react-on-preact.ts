import type { Alias } from 'vite';

/**
 * Every `react` and `react-dom` import of the app and of its libraries (Mantine, React Router,
 * react-redux, the dashboard's editor and charts) resolved to Preact's compatibility layer, in the
 * browser's build, the server renderer and the unit tests alike: a storefront page's first load
 * carries 9 KB of runtime instead of react-dom's 63 KB (docs/decisions/025-preact-runtime.md).
 * The code keeps React's API and types; Preact is what runs.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
