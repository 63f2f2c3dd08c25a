import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The app's i18n with both languages' texts, as on the server (the browser loads one at a time).
    setupFiles: ['src/i18n/all-languages.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
