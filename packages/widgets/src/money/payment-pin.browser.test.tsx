import { assert, assertEqual } from '../../test/assert';
import { type Mounted, mount } from '../../test/harness';
import type { OwoNavigateEvent } from '../events/owo-navigate';
import { FORGOT_PIN_PATH, PaymentPin } from './payment-pin';

const LOCKED = 'Your PIN is locked after too many wrong attempts. Try again after 10:23 PM (Lagos time).';

function pinStep(locked: boolean) {
  return (
    <PaymentPin
      lead="To send ₦500.00 to Chioma Eze."
      busy={false}
      busyLabel="Sending"
      error={locked ? LOCKED : null}
      locked={locked}
      onBack={() => undefined}
      onPin={() => undefined}
    />
  );
}

describe('PaymentPin (the PIN step of send-money and pay-bills)', () => {
  let m: Mounted;
  afterEach(() => m.unmount());

  const link = () =>
    [...m.root.querySelectorAll('a')].find((a) => a.textContent === 'Reset it with Forgot PIN');

  it('beside the lock message, links to Forgot PIN in Settings, Security', async () => {
    m = await mount(pinStep(true));
    assert(m.root.textContent?.includes(LOCKED), 'the lock message');
    assertEqual(link()?.getAttribute('href'), '/app/settings/security?pin=forgot');
    assertEqual(FORGOT_PIN_PATH, '/app/settings/security?pin=forgot');
  });

  it('asks the page to navigate on a plain click (owo-navigate), which a router may take', async () => {
    m = await mount(pinStep(true));
    const asked: string[] = [];
    const route = (event: OwoNavigateEvent) => {
      asked.push(event.detail.to);
      event.preventDefault();
    };
    document.addEventListener('owo-navigate', route);
    try {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
      link()?.dispatchEvent(click);
      assertEqual(asked.join(), FORGOT_PIN_PATH);
      assert(click.defaultPrevented, 'the router took it: no page load');
    } finally {
      document.removeEventListener('owo-navigate', route);
    }
  });

  it('shows no link while the PIN is not locked', async () => {
    m = await mount(pinStep(false));
    assertEqual(link(), undefined);
  });
});
