import { ACCESS_TOKEN_KEY, getQueryClient, getRuntime } from '@owo/core';
import type { SetupWorker } from 'msw/browser';
import { handlersFor, type Scenario } from './handlers';

export { DEMO_EMAIL, DEMO_OTP, UNVERIFIED_EMAIL } from './fixtures';
export { MOCK_ERROR_MESSAGE, SCENARIOS, type Scenario } from './handlers';
export { DEMO_PIN } from './money';

let started: Promise<SetupWorker> | undefined;

/**
 * Registers the mock service worker once per page, the first time a story asks for the mock API. Loaded
 * on demand: msw/browser exists only in browsers, and Histoire collects stories in Node.
 */
function worker(): Promise<SetupWorker> {
  started ??= (async () => {
    const { setupWorker } = await import('msw/browser');
    const mock = setupWorker();
    await mock.start({
      serviceWorker: {
        url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
        options: { scope: import.meta.env.BASE_URL },
      },
      onUnhandledFrame: 'bypass',
      quiet: true,
    });
    return mock;
  })();
  return started;
}

export interface MockApiOptions {
  /** Start with a stored access token, so widgets load the demo user's session. Default false. */
  signedIn?: boolean;
}

/**
 * Answers the widgets' API calls (/api/v1/auth/*, /api/v1/notifications*) from the browser with MSW, as
 * `scenario` says. Pass the result to a Variant's `setup-app`: it runs before the variant's elements
 * mount, gives them fresh demo data, and drops whatever the page's runtime cached for the last variant.
 *
 *   <Variant title="Empty" :setup-app="mockApi('empty', { signedIn: true })">
 */
export function mockApi(scenario: Scenario, { signedIn = false }: MockApiOptions = {}): () => Promise<void> {
  return async () => {
    (await worker()).resetHandlers(...handlersFor(scenario));
    const runtime = getRuntime();
    getQueryClient(runtime).clear();
    if (signedIn) {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'docs-demo-access-token');
      // The session asks again, so the variant's elements mount on the demo user's session.
      await runtime.session.refetch().catch(() => {});
    } else {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      runtime.session.setUser(null);
    }
  };
}
