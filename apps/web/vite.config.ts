import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  // DUKKAN_API_ORIGIN lets a second API instance (other port, other data) back the dev server.
  const env = loadEnv(mode, '.', 'DUKKAN_');
  const apiOrigin = env.DUKKAN_API_ORIGIN || 'http://localhost:3000';

  return {
    plugins: [react()],
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
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
    },
  };
});
