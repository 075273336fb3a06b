// docs/guides/theming: one --owo-color-primary on the page reaches every link and text action.
import '../src/login/login.element';
import '../src/notification-bell/notification-bell.element';
import { connectTestApi } from './api';
import { assert, assertEqual, waitFor } from './assert';
import { mountElement } from './forms';
import { signInNewAccount, signOut } from './session';

await connectTestApi();

const PRIMARY = 'rgb(11, 92, 255)';
const colour = (element: Element) => getComputedStyle(element).color;

describe('--owo-color-primary', () => {
  beforeEach(() => document.documentElement.style.setProperty('--owo-color-primary', PRIMARY));
  afterEach(async () => {
    document.documentElement.style.removeProperty('--owo-color-primary');
    for (const element of document.querySelectorAll('owo-login, owo-notification-bell')) element.remove();
    await signOut();
  });

  it("colours owo-login's links and its primary button", async () => {
    const login = mountElement('owo-login', { navigation: 'event' });
    const links = await waitFor(() => {
      const found = [...(login.shadowRoot?.querySelectorAll('a') ?? [])];
      return found.length >= 2 ? found : null;
    });
    for (const link of links) assertEqual(colour(link), PRIMARY, link.textContent ?? '');
    const submit = login.shadowRoot?.querySelector('button[type="submit"]');
    assert(submit, 'the submit button');
    assertEqual(getComputedStyle(submit).backgroundColor, PRIMARY);
  });

  it("colours the bell's Mark as read and Mark all as read actions", async () => {
    await signInNewAccount();
    const bell = mountElement('owo-notification-bell');
    const button = await waitFor(() => {
      const found = bell.shadowRoot?.querySelector<HTMLButtonElement>('[part="button"]');
      return found && !found.disabled && /unread/.test(found.getAttribute('aria-label') ?? '') ? found : null;
    });
    button.click();
    const actions = await waitFor(() => {
      const root = bell.shadowRoot;
      const all = [...(root?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === 'Mark all as read',
      );
      const one = root?.querySelector('.owo-bell__mark');
      return all && one ? [all, one] : null;
    });
    for (const action of actions) assertEqual(colour(action), PRIMARY, action.textContent ?? '');
  });
});
