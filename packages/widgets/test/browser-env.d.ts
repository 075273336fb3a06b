// The globals and modules browser tests use. Mocha is @web/test-runner's bundled framework (its types
// are not installed); the commands module is resolved by test/bundle-plugin.mjs.
declare function describe(name: string, body: () => void): void;
/** `this.timeout(ms)` in a `function` body gives a slow test (a review decided by a job) more time. */
declare function it(name: string, body: (this: { timeout(ms: number): void }) => void | Promise<void>): void;
declare function beforeEach(body: () => void | Promise<void>): void;
declare function afterEach(body: () => void | Promise<void>): void;

declare module '@web/test-runner-commands' {
  type Key = { press: string } | { type: string } | { down: string } | { up: string };
  export function sendKeys(payload: Key): Promise<void>;
  export function sendMouse(
    payload: { type: 'click' | 'move'; position: [number, number] } | { type: 'down' | 'up' },
  ): Promise<void>;
  export function resetMouse(): Promise<void>;
  export function setViewport(viewport: { width: number; height: number }): Promise<void>;
  export function emulateMedia(media: { media?: 'print' | 'screen' }): Promise<void>;
}
