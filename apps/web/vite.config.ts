import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const API_ORIGIN = 'http://localhost:3001';

/**
 * The first view's code in one file. The bundler splits modules shared by the entry and the lazy
 * chunks into many small common chunks (React, icons, constants…), each its own request and each
 * compressed alone; this puts what the entry (main.tsx) and the storefront's frame
 * (storefront-app.tsx, lazy but on every storefront page) import statically into one chunk,
 * `framework`, read from the module graph once the build has it. Pages, the back office and the
 * code loaded when used stay chunks of their own.
 */
function firstViewChunk() {
  const inChunk = new Set<string>();
  const plugin: Plugin = {
    name: 'first-view-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // React Router's package sends its development build (dev warnings on) to bundlers.
    config: () => ({ resolve: { alias: { 'react-router': fileURLToPath(REACT_ROUTER_PRODUCTION) } } }),
    buildEnd() {
      inChunk.clear();
      const ids = [...this.getModuleIds()];
      const stack = ids.filter((id) => /[\\/]src[\\/](main|storefront[\\/]storefront-app)\.tsx$/.test(id));
      while (stack.length) {
        const id = stack.pop()!;
        if (inChunk.has(id)) continue;
        inChunk.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // Packages whose every import is followed would bring whole libraries in through their index
  // files: only the app's own modules and React are chosen; what they import comes with them.
  // main.tsx stays in the entry chunk (the build manifest's `index.html`, which the server reads).
  const chosen = (id: string) =>
    (inChunk.has(id) &&
      !/[\\/]src[\\/]main\.tsx$/.test(id) &&
      (!id.includes('node_modules') || /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id))) ||
    SHARED_BY_FIRST_PAGES.test(id);
  return { plugin, group: { name: (id: string) => (chosen(id) ? 'framework' : null) } };
}
/**
 * Small modules that the home page and the catalogue both load as chunks of their own (a product's
 * picture and two icons): in the first view's chunk they cost no request and no chunk's glue of their
 * own (about 0.3 KB gzip less on `/`).
 */
const SHARED_BY_FIRST_PAGES =
  /([\\/]storefront[\\/]components[\\/]responsive-image\.tsx|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-down|image-off)\.mjs)$/;
/**
 * The product card and what its variant buttons and price are made of, in one chunk: the catalogue
 * and the home page show cards, and the product page's variants and price take the same parts while
 * its related products (the cards) load later; split, the catalogue paid a request and 0.5 KB more.
 */
const PRODUCT_CARD = {
  name: 'product-card',
  test: /[\\/]storefront[\\/]components[\\/](product-card|variant-toggles|price|use-variant-selection)\.tsx?$/,
};
/**
 * zod and the module that sets its jitless mode (lib/zod-browser.ts), in one chunk: a chunk runs every
 * module in it before any chunk that imports it, so the mode is set before any schema is built,
 * wherever the bundler puts the schemas (a schema built first probes `new Function`, which the CSP
 * reports; see zod-browser.ts).
 */
const ZOD = {
  name: 'zod',
  test: /([\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-browser\.ts$)/,
};
const firstView = firstViewChunk();
const REACT_ROUTER_PRODUCTION = new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url);

// Used by `vite` / `vite build` (cwd apps/web) and as the `web` project of the root vitest config.
export default defineConfig({
  plugins: [react(), tailwindcss(), firstView.plugin],
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
    // Every browser the shop supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [firstView.group, PRODUCT_CARD, ZOD] } } },
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
  // The web tests' shared options; the root vitest.config.ts makes two projects of them (web and
  // web-isolated) that say which files each runs and how.
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 30_000,
  },
});
