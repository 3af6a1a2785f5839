import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.OPENTAB_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/uploads': apiTarget,
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
