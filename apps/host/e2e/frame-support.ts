import { type test as base, expect, type Page } from '@playwright/test';
import { type OwoServer, type PartnerSite, startOwo, startPartner } from './partner-servers';

// What the secrets-frame specs share (issue 24): a partner site on another origin than Owo's, what the
// partner page heard, and what its DOM holds outside Owo's frames.

/** An event the partner page recorded (partner-servers.ts, SHOP_JS). */
export interface Heard {
  type: string;
  detail: Record<string, unknown> | null;
}

/** Every Owo event the partner page heard, in order. */
export const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { owoEvents: Heard[] }).owoEvents);

/** How many elements match `selector` in the partner page's DOM, open shadow roots included (not frames). */
export const deepCount = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const count = (root: Document | ShadowRoot): number =>
      [...root.querySelectorAll('*')].reduce(
        (n, element) => n + (element.shadowRoot ? count(element.shadowRoot) : 0),
        root.querySelectorAll(sel).length,
      );
    return count(document);
  }, selector);

/** The origin of the document in the iframe `selector`, after checking the partner page is its parent. */
export async function frameOrigin(page: Page, selector: string): Promise<string> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  expect(frame?.parentFrame()).toBe(page.mainFrame());
  return new URL(frame?.url() ?? 'about:blank').origin;
}

/**
 * The height of the iframe `selector` once the page has sized it to what its document draws. The frame
 * reports a new height and the page applies it a message later: a click aimed at a key before that can
 * land where the key was, so a test waits for this before pressing keys in a frame that just changed.
 */
export async function settledFrameHeight(page: Page, selector: string): Promise<number> {
  const iframe = page.locator(selector);
  let drawn = 0;
  await expect
    .poll(async () => {
      drawn = await iframe
        .contentFrame()
        .locator('body')
        .evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
      return (await iframe.boundingBox())?.height === drawn;
    })
    .toBe(true);
  return drawn;
}

/**
 * An Owo server and a partner site (another origin) for the describe block it is called in, started
 * once for the block; the site registered with `pnpm owo partner add` unless `register` is false.
 */
export function partnerSite(
  test: typeof base,
  { register = true, start = (owo: string) => startPartner(owo, 'direct') } = {},
): { readonly owo: OwoServer; readonly site: PartnerSite } {
  const running: { owo?: OwoServer; site?: PartnerSite } = {};
  test.beforeAll(async () => {
    running.owo = await startOwo();
    running.site = await start(running.owo.url);
    if (register) await running.owo.cli('partner', 'add', running.site.url, '--name', 'Shop');
  });
  test.afterAll(async () => {
    await running.site?.stop();
    await running.owo?.stop();
  });
  return {
    get owo() {
      if (!running.owo) throw new Error('Owo has not started: use it inside a test');
      return running.owo;
    },
    get site() {
      if (!running.site) throw new Error('the partner site has not started: use it inside a test');
      return running.site;
    },
  };
}
