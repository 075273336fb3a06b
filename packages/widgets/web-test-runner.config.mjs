import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { apiServer } from './test/api-server.mjs';
import { bundleTests } from './test/bundle-plugin.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

export default {
  rootDir,
  files: ['src/**/*.browser.test.{ts,tsx}', 'test/**/*.browser.test.ts'],
  // apiServer: the real API for tests that call it (test/api.ts); it boots while the browser starts.
  plugins: [bundleTests({ rootDir }), apiServer()],
  // /second-copy/dist/... serves the same built files under other URLs: to the browser, a second copy of
  // the bundle with module instances of its own (test/two-copies.browser.test.ts).
  middleware: [
    (context, next) => {
      if (context.url.startsWith('/second-copy/')) context.url = context.url.slice('/second-copy'.length);
      return next();
    },
  ],
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
  // Generous: on a loaded 2-core CI machine a whole path against the API (register, verify, login) took over 10 s.
  testFramework: { config: { timeout: 20000 } },
  // A test file that awaits the API at its top level may wait for its first boot (about 5 s, more under load).
  testsStartTimeout: 60000,
  testsFinishTimeout: 180000,
};
