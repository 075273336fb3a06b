import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { bundleTests } from './test/bundle-plugin.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

export default {
  rootDir,
  files: ['src/**/*.browser.test.{ts,tsx}', 'test/**/*.browser.test.ts'],
  plugins: [bundleTests({ rootDir })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 180000,
};
