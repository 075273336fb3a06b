import { nuban } from '@owo/core/contract';
import { sendKeys } from '@web/test-runner-commands';
import '../src/send-money/send-money.element';
import { connectTestApi, createAccount, type TestAccount } from './api';
import { assert, assertEqual, nextFrames, waitFor } from './assert';
import { choose, control, expectAccessible, mountElement, pageTheme, submit, type } from './forms';
import { fundWallet, setPin } from './money';
import { apiAsUser, signInNewAccount } from './session';

/** Saved and recent recipients in <owo-send-money>: listed, picked, saved after a transfer, removed. */
await connectTestApi();
const PIN = '2468';
const recipient: TestAccount = await createAccount({ verified: true });
const recipientName = `${recipient.firstName} ${recipient.lastName.charAt(0)}.`;
await signInNewAccount();
await setPin(PIN);
await fundWallet(5_000_000);

const rootOf = (host: HTMLElement) => host.shadowRoot as ShadowRoot;
const text = (host: HTMLElement) => rootOf(host).textContent ?? '';
const buttons = (host: HTMLElement) => [...rootOf(host).querySelectorAll('button')];
const byLabel = (host: HTMLElement, label: string) =>
  buttons(host).find((b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label);
const step = (host: HTMLElement, name: string) =>
  waitFor(() => rootOf(host).querySelector(`[data-step="${name}"]`), {
    timeout: 8000,
    message: `step ${name}`,
  });
const pickOf = (host: HTMLElement) =>
  buttons(host).find((b) => b.textContent?.includes(`Send to ${recipientName}`));

async function sendTo(host: HTMLElement, fill: () => Promise<void>) {
  await waitFor(() => rootOf(host).querySelector('form'), { timeout: 5000, message: 'the form' });
  await fill();
  await type(control(host, 'Amount (₦)'), '100');
  await submit(host);
  await step(host, 'confirm');
  byLabel(host, 'Confirm and enter PIN')?.click();
  await step(host, 'pin');
  // The PIN step loads when the person confirms: wait for its keys, enabled.
  await waitFor(() => rootOf(host).querySelector<HTMLButtonElement>('.owo-keypad__key')?.disabled === false, {
    timeout: 8000,
    message: 'the keypad ready',
  });
  for (const digit of PIN) rootOf(host).querySelector<HTMLButtonElement>(`[data-key="${digit}"]`)?.click();
  await step(host, 'receipt');
}

async function savedNow(host: HTMLElement, name: string) {
  const save = await waitFor(() => byLabel(host, `Save ${name} as a recipient`), {
    timeout: 5000,
    message: 'the save button under the receipt',
  });
  save.click();
  await waitFor(() => text(host).includes(`${name} is saved to your recipients`), {
    timeout: 5000,
    message: 'the saved message',
  });
}

describe('<owo-send-money> recipients', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('owo-send-money')) element.remove();
    pageTheme('light');
  });

  it('says there are none yet, then saves one after a transfer and lists it as saved', async () => {
    pageTheme('light');
    const host = mountElement('owo-send-money', { kind: 'user' });
    await waitFor(() => text(host).includes('No recipients yet'), {
      timeout: 5000,
      message: 'the empty state',
    });
    await expectAccessible('recipients, empty');

    await sendTo(host, () => type(control(host, 'Username, email or phone'), recipient.username));
    await savedNow(host, recipientName);
    const saved = await apiAsUser<{ data: { beneficiaries: { saved: boolean; username?: string }[] } }>(
      'GET',
      'beneficiaries',
    );
    assert(
      saved.data.beneficiaries.some((b) => b.saved && b.username === recipient.username),
      'the API has it saved',
    );

    byLabel(host, 'Send more money')?.click();
    await waitFor(() => pickOf(host), { timeout: 5000, message: 'the saved recipient listed' });
    assert(text(host).includes('Saved'), 'under "Saved"');
    assert(text(host).includes(`@${recipient.username}`), 'with their username');
    assert(!byLabel(host, `Save ${recipientName} as a recipient`), 'no save offer on the details step');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`fills the form with a picked recipient, from the keyboard (${theme}, axe clean)`, async () => {
      pageTheme(theme);
      const host = mountElement('owo-send-money', { kind: 'user' });
      const pick = await waitFor(() => pickOf(host), { timeout: 5000, message: 'the saved recipient' });
      await expectAccessible(`recipients ${theme}, listed`);
      pick.focus();
      await sendKeys({ press: 'Enter' });
      await nextFrames();
      assertEqual(
        (control(host, 'Username, email or phone') as HTMLInputElement).value,
        recipient.username,
        'the recipient field filled',
      );
    });
  }

  it('asks before removing one: Escape keeps it, Remove removes it', async () => {
    pageTheme('light');
    const host = mountElement('owo-send-money', { kind: 'user' });
    await waitFor(() => pickOf(host), { timeout: 5000, message: 'the saved recipient' });
    byLabel(host, `Remove ${recipientName}`)?.click();
    await waitFor(() => text(host).includes('from your recipients?'), { message: 'the question' });
    const focused = rootOf(host).activeElement;
    assertEqual(focused?.textContent?.trim(), 'Keep', 'the safe answer has the focus');
    await expectAccessible('recipients, removing');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => pickOf(host), { message: 'kept after Escape' });
    assertEqual(
      rootOf(host).activeElement?.getAttribute('aria-label'),
      `Remove ${recipientName}`,
      'focus back',
    );

    byLabel(host, `Remove ${recipientName}`)?.click();
    await waitFor(() => byLabel(host, 'Remove'), { message: 'the confirm button' });
    byLabel(host, 'Remove')?.click();
    await waitFor(() => text(host).includes('No recipients yet'), { timeout: 5000, message: 'gone' });
    const left = await apiAsUser<{ data: { beneficiaries: unknown[] } }>('GET', 'beneficiaries');
    assertEqual(left.data.beneficiaries.length, 0, 'removed on the server too');
  });

  it('lists a bank account sent to as recent, saves it, and fills bank and number when picked', async () => {
    pageTheme('light');
    const host = mountElement('owo-send-money', { kind: 'bank' });
    await waitFor(() => text(host).includes('No bank accounts yet'), { timeout: 5000, message: 'empty' });
    let bankCode = '';
    let accountNumber = '';
    await sendTo(host, async () => {
      const select = await waitFor(
        () => rootOf(host).querySelector<HTMLSelectElement>('select option:nth-child(2)')?.parentElement,
        { timeout: 5000, message: 'the bank list' },
      );
      bankCode = (select as HTMLSelectElement).options[1]?.value ?? '';
      accountNumber = nuban(bankCode, '012345678');
      await choose(select as HTMLSelectElement, bankCode);
      await type(control(host, 'Account number'), accountNumber);
    });
    const saveButton = await waitFor(
      () => buttons(host).find((b) => /^Save .+ as a recipient$/.test(b.textContent?.trim() ?? '')),
      { timeout: 5000, message: 'the save offer' },
    );
    const name = (saveButton.textContent ?? '').trim().replace(/^Save (.+) as a recipient$/, '$1');
    await savedNow(host, name);
    byLabel(host, 'Send more money')?.click();
    const pick = await waitFor(
      () =>
        buttons(host).find(
          (b) => b.textContent?.includes('Send to') && b.textContent.includes(accountNumber),
        ),
      { timeout: 5000, message: 'the saved account' },
    );
    pick.click();
    await nextFrames();
    assertEqual((control(host, 'Bank') as HTMLSelectElement).value, bankCode, 'the bank chosen');
    assertEqual((control(host, 'Account number') as HTMLInputElement).value, accountNumber, 'the number');
  });
});
