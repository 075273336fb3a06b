// The generated components of @owo/widgets/react (src/react.ts). React 18, for which they exist, passes an
// unknown prop to a custom element as an attribute; these components decide themselves, from the element
// manifest, what is a property. So that is tested on elements this page never defines (where React 19 would
// also fall back to attributes), and once on a defined one.
import './toaster/toaster.element';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { assert, assertEqual, waitFor } from '../test/assert';
import { OwoNavigateEvent } from './events/owo-navigate';
import { OwoLogin, OwoPayBills, OwoSendMoney, OwoToaster } from './react';

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

function element<T extends HTMLElement>(tag: string): T {
  const found = container.querySelector<T>(tag);
  assert(found, `<${tag}> rendered`);
  return found;
}

describe('@owo/widgets/react', () => {
  it("sets the manifest's properties as properties and passes attribute-only ones as attributes", () => {
    flushSync(() => root.render(<OwoSendMoney kind="bank" api-base="https://api.example" theme="dark" />));
    const sendMoney = element<HTMLElement & { kind?: string }>('owo-send-money');
    assertEqual(sendMoney.kind, 'bank', 'kind is a property');
    assertEqual(sendMoney.hasAttribute('kind'), false, 'kind is not an attribute');
    assertEqual(sendMoney.getAttribute('api-base'), 'https://api.example', 'api-base attribute');
    assertEqual(sendMoney.getAttribute('theme'), 'dark', 'theme attribute');
  });

  it('updates a property on rerender and clears it when the prop goes', () => {
    flushSync(() => root.render(<OwoLogin navigation="event" redirectTo="/app/home" />));
    const login = element<HTMLElement & { redirectTo?: string; navigation?: string }>('owo-login');
    assertEqual(login.redirectTo, '/app/home');
    flushSync(() => root.render(<OwoLogin navigation="event" redirectTo="/app/history" />));
    assertEqual(login.redirectTo, '/app/history');
    flushSync(() => root.render(<OwoLogin />));
    assertEqual(login.navigation, undefined, 'navigation cleared');
  });

  it('calls an on<EventName> prop with the element’s event, and stops when the prop goes', () => {
    const seen: OwoNavigateEvent[] = [];
    const completed: Event[] = [];
    flushSync(() =>
      root.render(
        <OwoPayBills
          onOwoNavigate={(event) => seen.push(event)}
          onOwoPaymentComplete={(event) => completed.push(event)}
        />,
      ),
    );
    const payBills = element('owo-pay-bills');
    const navigate = new OwoNavigateEvent({ to: '/auth/login' });
    payBills.dispatchEvent(navigate);
    payBills.dispatchEvent(new Event('owo-payment-complete'));
    assertEqual(seen[0], navigate, 'onOwoNavigate got the event');
    assertEqual(completed.length, 1, 'onOwoPaymentComplete called once');
    flushSync(() => root.render(<OwoPayBills />));
    payBills.dispatchEvent(new OwoNavigateEvent({ to: '/auth/login' }));
    assertEqual(seen.length, 1, 'no handler after the prop is removed');
  });

  it('drives a defined element: the toaster upgrades with the duration set', async () => {
    flushSync(() => root.render(<OwoToaster duration={2500} />));
    const toaster = element<HTMLElement & { duration?: number }>('owo-toaster');
    await waitFor(() => toaster.shadowRoot, { message: 'the toaster rendered' });
    assertEqual(toaster.duration, 2500);
    assertEqual(OwoToaster.displayName, 'OwoToaster');
  });
});
