import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), qrPages],
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
    sourcemap: true,
    // Two entries: the back office (index.html) and the diners' small QR menu (qr.html).
    rolldownOptions: {
      input: { main: page('index.html'), qr: page('qr.html') },
      // The shared package is pure definitions: what an entry does not use (zod schemas) is dropped.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
