// Failures said inside the element (issue 24): a lazy part that did not load, a site Owo does not serve.
import { configureRuntime } from '@owo/core';
import { Suspense } from 'react';
import { assert, assertEqual, waitFor } from '../../test/assert';
import { mountElement } from '../../test/forms';
import '../login/login.element';
import { defineElement } from './define';
import { retryableLazy } from './retryable-lazy';

// An API on another origin, whose status route says this page's origin is not registered.
configureRuntime({ apiBase: 'http://localhost:1' });
const realFetch = window.fetch;
window.fetch = (input, init) =>
  String(input instanceof Request ? input.url : input).includes('/api/v1/partners/status')
    ? Promise.resolve(Response.json({ status: true, data: { allowed: false } }))
    : realFetch(input, init);

function Loaded() {
  return <p>Loaded</p>;
}

let chunkArrives = false;
let loads = 0;
const LazyPart = retryableLazy(async () => {
  loads += 1;
  // What import() rejects with when its chunk does not come (offline, Owo down).
  if (!chunkArrives)
    throw new TypeError('Failed to fetch dynamically imported module: http://localhost:1/c.js');
  return Loaded;
});

defineElement(
  'owo-test-lazy-part',
  () => (
    <Suspense fallback={null}>
      <LazyPart />
    </Suspense>
  ),
  { usesApi: false },
);

declare global {
  interface HTMLElementTagNameMap {
    'owo-test-lazy-part': HTMLElement;
  }
}

const alertIn = (host: HTMLElement) =>
  waitFor(() => host.shadowRoot?.querySelector<HTMLElement>('[role="alert"]'), {
    timeout: 5000,
    message: 'an alert in the element',
  });

describe('failures said inside the element', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-test-lazy-part, owo-login')) element.remove();
  });

  it('a part whose chunk did not load says "Can\'t reach Owo. Check your connection.", and Retry loads it', async () => {
    const host = mountElement('owo-test-lazy-part');
    const alert = await alertIn(host);
    assertEqual(alert.firstChild?.textContent, "Can't reach Owo. Check your connection.");
    const retry = alert.querySelector('button');
    assertEqual(retry?.textContent, 'Retry');

    chunkArrives = true;
    retry?.click();
    await waitFor(() => host.shadowRoot?.textContent === 'Loaded', { message: 'the part, loaded on Retry' });
    assertEqual(loads, 2, 'imported again');
  });

  it('an element on a site Owo does not serve says so as it loads, in place of its fields', async () => {
    const host = mountElement('owo-login');
    const alert = await alertIn(host);
    assertEqual(alert.textContent, 'This site is not yet allowed to use Owo');
    assert(!host.shadowRoot?.querySelector('input, iframe'), 'nothing to type into');
  });
});
