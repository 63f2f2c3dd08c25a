import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { arabicFontSubset } from './build/arabic-font-subset';
import { appShellChunk, firstLoadGuard } from './build/first-load';
import { themeStylesheet } from './build/theme-css';
import { reactOnPreact } from './react-on-preact.ts';

export default defineConfig(({ mode, isSsrBuild }) => {
  // DUKKAN_API_ORIGIN lets a second API instance (other port, other data) back the dev server.
  const env = loadEnv(mode, '.', 'DUKKAN_');
  const apiOrigin = env.DUKKAN_API_ORIGIN || 'http://localhost:3000';

  return {
    plugins: [
      react(),
      arabicFontSubset(),
      themeStylesheet(),
      ...(isSsrBuild ? [] : [firstLoadGuard()]),
    ],
    resolve: { alias: reactOnPreact },
    server: {
      port: 5173,
      strictPort: true,
      // The API also serves uploaded media and the sandbox payment gateway; in development the
      // browser talks to Vite only, so those paths are forwarded to the API process.
      proxy: {
        '/api': apiOrigin,
        '/media': apiOrigin,
        '/sandbox-gateway': apiOrigin,
      },
    },
    preview: { port: 4173 },
    build: {
      // The server renderer (`--ssr src/server/render-page.tsx`) goes beside the browser's build,
      // not into it, so it is never served as a static file.
      outDir: isSsrBuild ? 'dist-server' : 'dist',
      emptyOutDir: true,
      target: isSsrBuild ? 'node22' : 'es2022',
      // The server renderer reads it to link the storefront screens' stylesheets in the page.
      manifest: !isSsrBuild,
      // A rendered page's first script, which asks for the app's code once the page is painted
      // (src/server/code-plan.ts).
      ...(!isSsrBuild && {
        rollupOptions: {
          input: ['index.html', 'src/code-after-paint.ts'],
          output: { codeSplitting: { groups: [appShellChunk] } },
        },
      }),
    },
    ssr: {
      // Everything is bundled into the renderer rather than imported from node_modules: a package
      // loaded from there would import React itself instead of the alias above (React Router,
      // react-redux), the contracts are TypeScript sources, and the icon and UI packages shrink to
      // what the pages use.
      noExternal: true,
    },
  };
});
