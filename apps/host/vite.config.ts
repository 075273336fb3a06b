import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 4000}`;
// The same proxy serves `vite` (dev) and `vite preview`, so the site talks to the API on one origin.
// xfwd: it names each visitor in X-Forwarded-For (the API trusts it from loopback, TRUST_PROXY), so
// visitors keep their own sign-in and rate limits instead of sharing the proxy's.
const proxy = { '/api': { target: apiTarget, changeOrigin: false, xfwd: true } };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
});
