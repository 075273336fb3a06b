import type { HttpClient } from '../http/client';

/** What a feature's API needs from the runtime: only its http client. */
export interface FeatureRuntime {
  readonly http: HttpClient;
}

/**
 * Turns a feature's `create(http)` into an accessor that builds the API on first use, once per http
 * client. The runtime holds no feature (DESIGN.md 1): a page whose elements never touch money never
 * downloads, parses or builds the money code; each feature's module is reached only from its callers.
 */
export function featureApi<T>(create: (http: HttpClient) => T): (runtime: FeatureRuntime) => T {
  const built = new WeakMap<HttpClient, T>();
  return (runtime) => {
    let api = built.get(runtime.http);
    if (api === undefined) {
      api = create(runtime.http);
      built.set(runtime.http, api);
    }
    return api;
  };
}
