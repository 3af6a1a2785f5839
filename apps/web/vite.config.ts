import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstLoadPreloads } from './build/first-load-preloads.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.OPENTAB_API_URL ?? 'http://localhost:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** In development, /m/* opens the diners' QR entry, as the server does in production. */
const qrPages: Plugin = {
  name: 'opentab-qr-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/m(?:[/?]|$)/.test(req.url)) req.url = '/qr.html';
      next();
    });
  },
};

/** Mantine and what it is built on (its charts stay with the one page that draws them). */
const UI_LIBRARY =
  /node_modules[\\/](@mantine[\\/](core|hooks|store|notifications)|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|clsx)[\\/]/;

// react-router's package exports name only its development build (warnings on, more code); the production
// build beside it is the same API. Built bundles use it (remix-run/react-router#12532, #14102).
const reactRouterProduction = {
  'react-router/dom': page('../../node_modules/react-router/dist/production/dom-export.mjs'),
  'react-router': page('../../node_modules/react-router/dist/production/index.mjs'),
};

// The pages whose first load is budgeted (issue 15): their route modules as routes.tsx nests them, and the
// call their data comes from (app/first-page-data.ts makes the same call).
const FIRST_LOAD_PAGES = {
  '/dashboard/pos': {
    modules: [
      'src/app/layouts/QueryLayout.tsx',
      'src/app/layouts/BusinessLayout.tsx',
      'src/features/pos/PosPage.tsx',
    ],
    data: '/api/v1/pos/init',
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), qrPages, firstLoadPreloads(FIRST_LOAD_PAGES), precompress()],
  resolve: command === 'build' ? { alias: reactRouterProduction } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself (Safari before 17 only loads them unpreloaded).
    modulePreload: { polyfill: false },
    // Maps are written for our own debugging but not referenced from the bundles; the server never serves them.
    sourcemap: 'hidden',
    // Two entries: the back office (index.html) and the diners' small QR menu (qr.html).
    rolldownOptions: {
      input: { main: page('index.html'), qr: page('qr.html') },
      output: {
        // Each page is its own chunk (routes.tsx), but the libraries under them are a few big shared chunks
        // rather than a hundred small ones: on a phone's connection every extra file costs a round trip.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
            // Only the signed-in pages read the API through the query cache (QueryLayout).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
            // The UI library in two chunks rather than dozens of small ones (a first load of the POS fetched 70
            // files): what the entry uses (theme, shell, login page), and what 11 or more chunks share; the
            // rest stays with the few pages that use it.
            { name: 'mantine-entry', tags: ['$initial'], test: UI_LIBRARY, priority: 25 },
            { name: 'mantine-common', test: UI_LIBRARY, minShareCount: 11, priority: 20 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
            // The icons three or more chunks use; the others stay with their pages.
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, minShareCount: 3, priority: 30 },
            {
              name: 'realtime',
              test: /node_modules[\\/](socket\.io-client|engine\.io|@socket\.io|debug|ms)/,
              priority: 30,
            },
          ],
        },
      },
      // The shared package is pure definitions: what an entry does not use (zod schemas) is dropped.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
