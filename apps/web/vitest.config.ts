import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './react-on-preact.ts';

export default defineConfig({
  // The tests render with what the app ships.
  resolve: { alias: reactOnPreact },
  // The libraries' ES modules (React Router's `node` export is CommonJS by default), which go
  // through the alias; a CommonJS file's own `require('react')` would not.
  ssr: {
    resolve: {
      conditions: ['module', 'node', 'development|production'],
      mainFields: ['module', 'main'],
    },
  },
  test: {
    // Libraries that render (Mantine, React Router, react-redux, icons) are bundled through the
    // alias too; loaded from node_modules as they are, they would import React itself.
    server: {
      deps: {
        inline: [/@mantine\//, /react-router/, /react-redux/, /@tabler\//, /react-toastify/],
      },
    },
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The app's i18n with both languages' texts, as on the server (the browser loads one at a time).
    setupFiles: ['src/i18n/all-languages.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
