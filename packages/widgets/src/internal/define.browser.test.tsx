import { createElement } from 'react';
import { assert, assertDeepEqual, assertEqual, nextFrames, waitFor } from '../../test/assert';
import { mount } from '../../test/harness';
import { OwoNavigateEvent } from '../events/owo-navigate';
import { Button } from '../ui/button/button';
import { defineElement } from './define';
import { useHostEvent } from './use-host-event';

function Navigator({ onResult }: { onResult: (allowed: boolean) => void }) {
  const dispatch = useHostEvent();
  return (
    <Button
      onClick={() =>
        onResult(dispatch(new OwoNavigateEvent({ to: '/auth/verify-email', state: { email: 'a@b.co' } })))
      }
    >
      Go
    </Button>
  );
}

function NestedInner() {
  return <p>inner</p>;
}

describe('defineElement', () => {
  afterEach(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.style.removeProperty('--owo-color-primary');
  });

  it('defines once: a second call returns the first registration without a warning', () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const first = defineElement('owo-once', () => null);
      const second = defineElement('owo-once', () => null);
      assertEqual(first, second);
      assertEqual(warnings.length, 0);
    } finally {
      console.warn = warn;
    }
  });

  it('warns when the tag is already taken by another version', () => {
    customElements.define(
      'owo-clash',
      class extends HTMLElement {
        static readonly owoVersion = '0.0.1';
      },
    );
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      defineElement('owo-clash', () => null);
      assert(warnings[0]?.includes('0.0.1'), `warned about the clash: ${warnings[0]}`);
    } finally {
      console.warn = warn;
    }
  });

  it('dispatches public events from the host: they reach document, retargeted, and can be cancelled', async () => {
    const results: boolean[] = [];
    const m = await mount(<Navigator onResult={(allowed) => results.push(allowed)} />);
    const seen: OwoNavigateEvent[] = [];
    const listener = (event: OwoNavigateEvent) => seen.push(event);
    document.addEventListener('owo-navigate', listener);
    try {
      m.root.querySelector('button')?.click();
      assertEqual(seen.length, 1);
      assertEqual(seen[0]?.target, m.host, 'retargeted to the host element');
      assertEqual(seen[0]?.detail.to, '/auth/verify-email');
      assertEqual(results[0], true, 'not cancelled');
      const cancel = (event: Event) => event.preventDefault();
      document.addEventListener('owo-navigate', cancel);
      m.root.querySelector('button')?.click();
      document.removeEventListener('owo-navigate', cancel);
      assertEqual(results[1], false, 'the page took over');
    } finally {
      document.removeEventListener('owo-navigate', listener);
      m.unmount();
    }
  });

  it('tracks the theme as :state(dark), from <html> or its own theme attribute', async () => {
    const m = await mount(<Button>Pay</Button>);
    assert(!m.host.matches(':state(dark)'), 'light by default');
    document.documentElement.classList.add('dark');
    await nextFrames();
    assert(m.host.matches(':state(dark)'), 'dark under html.dark');
    m.host.setAttribute('theme', 'light');
    await nextFrames();
    assert(!m.host.matches(':state(dark)'), 'theme attribute wins');
    m.unmount();
  });

  it('takes --owo-* tokens inherited from the page across the shadow boundary', async () => {
    const m = await mount(<Button>Pay</Button>);
    const button = m.root.querySelector('button') as HTMLElement;
    assertEqual(getComputedStyle(button).backgroundColor, 'rgb(22, 19, 38)', 'default primary');
    document.documentElement.style.setProperty('--owo-color-primary', 'rgb(1, 2, 3)');
    assertEqual(
      getComputedStyle(m.host).getPropertyValue('--_primary').trim(),
      'rgb(1, 2, 3)',
      'resolved on :host',
    );
    await waitFor(() => getComputedStyle(button).backgroundColor === 'rgb(1, 2, 3)', {
      message: 'the page token applied (after the transition)',
    });
    m.unmount();
  });

  it("lets another root remove it inside that root's commit: unmounted right after, no React error", async () => {
    defineElement('owo-nested-inner', NestedInner);
    const errors: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    try {
      // The outer root renders the inner element, then a screen change removes it in its own commit.
      const m = await mount(createElement('owo-nested-inner'));
      const inner = m.root.querySelector('owo-nested-inner') as HTMLElement;
      await waitFor(() => inner.shadowRoot?.querySelector('p'));
      await m.rerender(<span>another screen</span>);
      assert(!inner.isConnected, 'removed by the outer commit');
      await nextFrames();
      assertEqual(inner.shadowRoot?.querySelector('p'), null, 'its own root was unmounted');
      assertDeepEqual(errors, [], 'no React error');
      m.unmount();
    } finally {
      console.error = error;
      window.removeEventListener('error', onError);
    }
  });
});
