import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:3000';

export default defineConfig({
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
    sourcemap: false,
    target: 'es2022',
  },
});
