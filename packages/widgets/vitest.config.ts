import '../../tools/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

// Pure logic only (timers, reducers, key rules, validators); anything that renders runs in real
// Chromium through @web/test-runner (*.browser.test.tsx, web-test-runner.config.mjs).
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.{ts,tsx}', 'node_modules/**', 'dist/**'],
  },
});
