import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const API_ORIGIN = 'http://localhost:3001';

// Used by `vite` / `vite build` (cwd apps/web) and as the `web` project of the root vitest config.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload a storefront page's chunks with the HTML (apps/api pages).
    manifest: true,
  },
  // `vite build --ssr src/entry-server.tsx` (the server's render bundle, dist/.ssr): code only.
  // React and the libraries are bundled in production mode, whatever NODE_ENV the server runs with.
  environments: {
    ssr: {
      build: { copyPublicDir: false, manifest: false },
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 30_000,
  },
});
