import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 4000}`;
// In development the site talks to the API on its own origin through this proxy; in production one
// server serves both (scripts/start.mjs). xfwd: it names each visitor in X-Forwarded-For (trusted from
// loopback with TRUST_PROXY), so visitors keep their own sign-in and rate limits.
const proxy = { '/api': { target: apiTarget, changeOrigin: false, xfwd: true } };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/prerender.mjs reads it to preload each pre-rendered page's route chunks.
    manifest: true,
  },
});
