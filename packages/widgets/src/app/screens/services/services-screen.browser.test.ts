import { connectTestApi } from '../../../../test/api';
import { assert, assertEqual, nextFrames, waitFor } from '../../../../test/assert';
import { expectAccessible, mountElement, pageTheme } from '../../../../test/forms';
import { setPin } from '../../../../test/money';
import { signInNewAccount } from '../../../../test/session';
import { SERVICES } from '../../pages';
import '../../app.element';

await connectTestApi();
await signInNewAccount();
await setPin('1357');

const startUrl = location.href;

/** WCAG's relative luminance of a computed 'rgb(r, g, b)'. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('/app/services tiles', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
    pageTheme('light');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`give each service a decorative icon in its own colours, readable (${theme})`, async () => {
      pageTheme(theme);
      history.replaceState(null, '', '/app/services');
      const host = mountElement('owo-app');
      const root = host.shadowRoot as ShadowRoot;
      const tiles = await waitFor(
        () => {
          const found = [...root.querySelectorAll<HTMLAnchorElement>('.owo-app__tile')];
          return found.length === SERVICES.length ? found : null;
        },
        { timeout: 8000, message: 'the seven tiles' },
      );
      await nextFrames();
      const backgrounds = new Set<string>();
      for (const [index, tile] of tiles.entries()) {
        const service = SERVICES[index];
        const icon = tile.querySelector<HTMLElement>('.owo-app__tile-icon');
        assert(icon, `${service?.title}: an icon`);
        assertEqual(icon.getAttribute('aria-hidden'), 'true', 'decorative');
        assert(icon.querySelector('svg path')?.getAttribute('d'), 'an inline SVG');
        const style = getComputedStyle(icon);
        const ratio = contrast(style.color, style.backgroundColor);
        assert(ratio >= 4.5, `${service?.title}: icon contrast ${ratio.toFixed(2)} in ${theme}`);
        backgrounds.add(style.backgroundColor);
        assertEqual(tile.textContent?.startsWith(service?.title ?? '?'), true, 'named by its title alone');
      }
      assertEqual(backgrounds.size, SERVICES.length, 'each service its own colour');
      await expectAccessible(`service tiles, ${theme}`);
    });
  }

  it("asks to 'Choose the exam body' on Education (not 'a exam body')", async () => {
    history.replaceState(null, '', '/app/services/education');
    const host = mountElement('owo-app');
    const select = await waitFor(
      () =>
        (host.shadowRoot as ShadowRoot)
          .querySelector('owo-pay-bills')
          ?.shadowRoot?.querySelector<HTMLSelectElement>('select[name="biller"]'),
      { timeout: 8000, message: 'the exam body choice' },
    );
    assertEqual(select.options[0]?.textContent, 'Choose the exam body');
  });
});
