import { emulateMedia } from '@web/test-runner-commands';
import { connectTestApi } from '../../../../test/api';
import { assert, assertEqual, nextFrames, waitFor } from '../../../../test/assert';
import { mountElement } from '../../../../test/forms';
import { fundWallet, setPin } from '../../../../test/money';
import { apiAsUser, signInNewAccount } from '../../../../test/session';
import '../../app.element';

await connectTestApi();
await signInNewAccount();
await setPin('1357');
await fundWallet(250_000);
const { data } = await apiAsUser<{ data: { transactions: { reference: string }[] } }>('GET', 'transactions');
const reference = data.transactions[0]?.reference ?? '';

const startUrl = location.href;
const shown = (element: Element | null | undefined) =>
  !!element && getComputedStyle(element).display !== 'none' && element.getClientRects().length > 0;

describe('the printed receipt', () => {
  afterEach(async () => {
    await emulateMedia({ media: 'screen' });
    for (const element of document.querySelectorAll('owo-app')) element.remove();
    history.replaceState(null, '', startUrl);
  });

  it("carries Owo's brand and prints without the buttons, header, sidebar or way back", async () => {
    history.replaceState(null, '', `/app/history/${reference}`);
    const host = mountElement('owo-app');
    const root = host.shadowRoot as ShadowRoot;
    const page = await waitFor(() => root.querySelector('.owo-receipt-page'), {
      timeout: 8000,
      message: 'the receipt',
    });
    const brand = page.querySelector('.owo-receipt-page__brand');
    assert(!shown(brand), 'no second brand on screen: the sidebar has it');
    assert(shown(root.querySelector('.owo-app__header')), 'the header on screen');

    await emulateMedia({ media: 'print' });
    await nextFrames();
    assert(shown(brand), 'the brand prints');
    assertEqual(brand?.textContent?.includes('Owo'), true, 'named Owo');
    assert(shown(page.querySelector('.owo-receipt')), 'the receipt prints');
    assert(page.textContent?.includes(reference), 'with its reference');
    const buttons = [...root.querySelectorAll('button')].filter(shown);
    assertEqual(buttons.map((b) => b.textContent).join(', '), '', 'no button prints');
    for (const part of [
      '.owo-app__header',
      '.owo-app__sidebar',
      '.owo-app__footer',
      '.owo-receipt-page__back',
    ])
      assert(!shown(root.querySelector(part)), `${part} does not print`);
  });
});
