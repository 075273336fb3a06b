// Removing an element unmounts its React root and lets go of everything it held; adding it back mounts
// it again, working. Measured: console errors and warnings (React's "unmounted root" among them), bus
// listeners, query-cache observers, theme-controller subscribers, window/document listeners and pending
// timers, before, during and after.
import '../src/define';
import { getQueryClient, getRuntime, getThemeController } from '../src/internal/runtime';
import { connectTestApi } from './api';
import { assert, assertDeepEqual, assertEqual, nextFrames, sleep, waitFor } from './assert';
import { resetRecords } from './forms';
import { signInNewAccount, signOut } from './session';

await connectTestApi();

// React listens to the document once, on the first root of the page (selectionchange): not an element's.
const warmUp = document.createElement('owo-theme-toggle');
document.body.append(warmUp);
await nextFrames();
warmUp.remove();

/** Live counts of what elements subscribe to, through wrappers installed once for the whole file. */
const live = { bus: 0, theme: 0, window: 0, document: 0, timers: new Map<number, number>() };

function countSubscriptions() {
  const { bus } = getRuntime();
  const on = bus.on.bind(bus);
  bus.on = ((type, listener, options) => {
    live.bus += 1;
    const off = on(type, listener, options);
    let active = true;
    return () => {
      if (active) live.bus -= 1;
      active = false;
      off();
    };
  }) as typeof bus.on;

  const theme = getThemeController();
  const subscribe = theme.subscribe.bind(theme);
  (theme as { subscribe: typeof theme.subscribe }).subscribe = (listener) => {
    live.theme += 1;
    const off = subscribe(listener);
    let active = true;
    return () => {
      if (active) live.theme -= 1;
      active = false;
      off();
    };
  };

  // Keyed as the browser keys them: type, listener and capture (an identical second add is a no-op).
  const capture = (options: unknown) =>
    typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const added = new Map<string, Set<unknown>>();
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (type: string, listener: unknown, options?: unknown) => {
      const key = `${type}:${capture(options)}`;
      const listeners = added.get(key) ?? new Set();
      added.set(key, listeners);
      if (!listeners.has(listener)) live[name] += 1;
      listeners.add(listener);
      add(type, listener as EventListener, options as AddEventListenerOptions);
    };
    target.removeEventListener = (type: string, listener: unknown, options?: unknown) => {
      if (added.get(`${type}:${capture(options)}`)?.delete(listener)) live[name] -= 1;
      remove(type, listener as EventListener, options as EventListenerOptions);
    };
  }

  // Timers shorter than a minute (longer ones are the query cache's garbage collection, not a widget's).
  const set = window.setTimeout.bind(window);
  const clear = window.clearTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = set(
      (...inner: unknown[]) => {
        live.timers.delete(id);
        if (typeof handler === 'function') handler(...inner);
      },
      ms,
      ...args,
    );
    if ((ms ?? 0) < 60_000) live.timers.set(id, ms ?? 0);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) live.timers.delete(id);
    clear(id);
  }) as typeof window.clearTimeout;
}

countSubscriptions();
// The page's QueryClient is made on first use and listens to the bus for the runtime's lifetime, not an
// element's: made here, before anything is counted, the first bell's mount does not look like a leak.
getQueryClient(getRuntime());

const observers = () =>
  getQueryClient(getRuntime())
    .getQueryCache()
    .getAll()
    .reduce((total, query) => total + query.getObserversCount(), 0);

const snapshot = () => ({
  bus: live.bus,
  theme: live.theme,
  window: live.window,
  document: live.document,
  observers: observers(),
});

/** Fails on anything React (or a widget) reports while `body` runs. */
async function withoutConsoleNoise(body: () => Promise<void>) {
  const noise: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => noise.push(`error: ${args.map(String).join(' ')}`);
  console.warn = (...args: unknown[]) => noise.push(`warn: ${args.map(String).join(' ')}`);
  try {
    await body();
  } finally {
    console.error = error;
    console.warn = warn;
  }
  assertEqual(noise.join('\n'), '', 'console stays quiet');
}

const shadow = (host: HTMLElement) => host.shadowRoot as ShadowRoot;

/** Per element: what shows it is mounted and working, and something to do that starts its timers. */
const cases: Record<
  string,
  { ready(host: HTMLElement): unknown; exercise?(host: HTMLElement): Promise<void> }
> = {
  'owo-notification-bell': {
    ready: (host) => shadow(host).querySelector('[part="badge"]')?.textContent === '2',
    async exercise(host) {
      shadow(host).querySelector<HTMLButtonElement>('[part="button"]')?.click();
      await waitFor(() => shadow(host).querySelector('.owo-dropdown [part="item"]'));
    },
  },
  'owo-pin-setup': {
    ready: (host) => shadow(host).querySelector('dialog')?.open,
    async exercise(host) {
      // Four digits: the 300 ms step timer is running when the element goes.
      for (const digit of '1234')
        shadow(host).querySelector<HTMLButtonElement>(`[data-key="${digit}"]`)?.click();
      await nextFrames();
    },
  },
  'owo-theme-toggle': {
    ready: (host) => shadow(host).querySelector('[part="button"]'),
    async exercise(host) {
      shadow(host).querySelector<HTMLButtonElement>('[part="button"]')?.click();
      await nextFrames();
    },
  },
  'owo-toaster': {
    ready: (host) => shadow(host).querySelector('.owo-toasts'),
    async exercise(host) {
      getRuntime().bus.emit('toast:show', { kind: 'info', message: 'Hello', id: `remount-${Math.random()}` });
      await waitFor(() => shadow(host).querySelector('.owo-toast'));
    },
  },
  'owo-login': {
    ready: (host) => shadow(host).querySelector('form'),
    async exercise(host) {
      // An empty submit: the field messages show. (Not sendKeys: the runner's own 20 s timer would count.)
      shadow(host).querySelector('form')?.requestSubmit();
      await nextFrames();
    },
  },
};

describe('removing and re-adding an element', () => {
  beforeEach(async () => {
    resetRecords();
    await signInNewAccount();
  });
  afterEach(async () => {
    await signOut();
    getThemeController().setTheme('light');
    document.documentElement.classList.remove('dark', 'light');
  });

  for (const [tag, { ready, exercise }] of Object.entries(cases)) {
    it(`<${tag}> unmounts cleanly and remounts working, twice`, async () => {
      assert(customElements.get(tag), `${tag} is defined`);
      await withoutConsoleNoise(async () => {
        const element = document.createElement(tag);
        // Settle what the sign-in started (the session's own subscriptions) before counting.
        await sleep(50);
        const before = snapshot();
        const overflow = document.documentElement.style.overflow;
        for (let round = 1; round <= 2; round++) {
          document.body.append(element);
          await waitFor(() => ready(element), { timeout: 5000, message: `${tag} ready (round ${round})` });
          await exercise?.(element);
          element.remove();
          await nextFrames();
          // Unmounting cleared them: a step or close timer left to fire would act on an unmounted tree.
          assertDeepEqual(
            [...live.timers.values()],
            [],
            `${tag}: timers cleared on removal (round ${round})`,
          );
          await sleep(100);
          assertDeepEqual(snapshot(), before, `${tag}: everything let go (round ${round})`);
          assertEqual(document.documentElement.style.overflow, overflow, 'page scroll unlocked');
        }
      });
    });
  }
});
