import { assert, assertEqual, nextFrames, waitFor } from '../../test/assert';
import { expectAccessible, mountElement, pageTheme } from '../../test/forms';
import { getThemeController } from '../internal/runtime';
import './theme-toggle.element';

const button = (host: HTMLElement) =>
  host.shadowRoot?.querySelector<HTMLButtonElement>('[part="button"]') as HTMLButtonElement;

describe('<owo-theme-toggle>', () => {
  beforeEach(() => {
    localStorage.clear();
    getThemeController().setTheme('light');
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-theme-toggle')) element.remove();
    localStorage.clear();
    getThemeController().setTheme('light');
    document.documentElement.classList.remove('dark', 'light');
  });

  it('renders a styled button in an open shadow root, nothing in <head>', async () => {
    const head = document.head.innerHTML;
    const host = mountElement('owo-theme-toggle');
    const toggle = await waitFor(() => button(host), { message: 'the button' });
    assertEqual(host.shadowRoot?.mode, 'open');
    assertEqual(getComputedStyle(host).display, 'inline-block', "the element's sheet styles :host");
    assertEqual(getComputedStyle(toggle).width, '40px', 'the button is styled (2.5rem)');
    assertEqual(document.head.innerHTML, head, 'no style reached <head>');
  });

  it('cycles light → dark → system → light, sets the class on <html> and stores the choice', async () => {
    const host = mountElement('owo-theme-toggle');
    const toggle = await waitFor(() => button(host));
    const html = document.documentElement;
    assertEqual(toggle.getAttribute('aria-label'), 'Theme: light. Switch to dark theme');
    assert(html.classList.contains('light'), 'light class');

    toggle.click();
    await nextFrames();
    assertEqual(toggle.getAttribute('aria-label'), 'Theme: dark. Switch to system theme');
    assert(html.classList.contains('dark') && !html.classList.contains('light'), 'dark class');
    assertEqual(localStorage.getItem('theme'), 'dark');
    assertEqual(toggle.dataset.theme, 'dark', 'the icon follows');

    toggle.click();
    await nextFrames();
    assertEqual(toggle.getAttribute('aria-label'), 'Theme: system. Switch to light theme');
    assertEqual(localStorage.getItem('theme'), 'system');
    const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    assert(html.classList.contains(system), `system resolves to the OS setting (${system})`);

    toggle.click();
    await nextFrames();
    assertEqual(toggle.getAttribute('aria-label'), 'Theme: light. Switch to dark theme');
    assert(html.classList.contains('light'), 'back to light');
  });

  it('follows a theme set elsewhere on the page, and every toggle agrees', async () => {
    const first = mountElement('owo-theme-toggle');
    const second = mountElement('owo-theme-toggle');
    await waitFor(() => button(first) && button(second));
    button(first).click();
    await nextFrames();
    assertEqual(button(second).getAttribute('aria-label'), 'Theme: dark. Switch to system theme');
    getThemeController().setTheme('light');
    await nextFrames();
    assertEqual(button(first).dataset.theme, 'light');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations (${theme})`, async () => {
      getThemeController().setTheme(theme);
      pageTheme(theme);
      const host = mountElement('owo-theme-toggle');
      await waitFor(() => button(host));
      await expectAccessible(`owo-theme-toggle, ${theme}`);
      pageTheme('light');
    });
  }
});
