import { describe, expect, it } from 'vitest';
import { frameQuery, signInOutcome } from './frame';
import { accountOutcome, frameAccountInput } from './frame-account';
import { paymentOutcome, pinSetupOutcome } from './frame-money';
import { frameOutcome } from './frame-outcome';

// What the secrets frame and a partner page may say to each other (issue 24): outcomes only, each
// checked on arrival; anything else is dropped.
describe('the secrets frame contract', () => {
  it("takes the account screens' outcomes: the events the page's element fires, with Owo's message", () => {
    for (const outcome of [
      {
        type: 'registered',
        email: 'ada@example.com',
        message: 'Please check your email to verify your account',
      },
      { type: 'email-verified', email: 'ada@example.com', message: 'Email verified' },
      { type: 'password-reset', email: null, message: 'Password reset' },
      { type: 'navigate', to: 'login' },
    ])
      expect(frameOutcome.safeParse(outcome).success, JSON.stringify(outcome)).toBe(true);
  });

  it('drops an outcome that is not one: a link to a page it does not name, no message, a long text', () => {
    for (const outcome of [
      { type: 'navigate', to: '/app/home' },
      { type: 'navigate', to: 'reset-password' },
      { type: 'email-verified', email: 'ada@example.com' },
      { type: 'registered', email: 'a'.repeat(255), message: '' },
      { type: 'password-reset', email: null, message: 'x'.repeat(301) },
      { type: 'pin', pin: '1234' },
    ])
      expect(frameOutcome.safeParse(outcome).success, JSON.stringify(outcome)).toBe(false);
  });

  it("checks each view's outcomes against that view's list only: a sign-in's page takes no payment", () => {
    const paid = { type: 'paid', reference: 'OWO-1', status: 'completed' };
    const signedIn = { type: 'signed-in' };
    const verified = { type: 'email-verified', email: 'ada@example.com', message: 'Verified' };
    const size = { type: 'size', height: 200 };
    const lists = [
      [signInOutcome, [signedIn, size], [paid, verified, { type: 'pin-set' }]],
      [accountOutcome, [verified, size, { type: 'navigate', to: 'login' }], [signedIn, paid]],
      [paymentOutcome, [paid, { type: 'edit' }, size], [signedIn, verified]],
      [pinSetupOutcome, [{ type: 'pin-set' }, size], [paid, signedIn]],
    ] as const;
    for (const [list, takes, drops] of lists) {
      for (const outcome of takes)
        expect(list.safeParse(outcome).success, JSON.stringify(outcome)).toBe(true);
      for (const outcome of drops)
        expect(list.safeParse(outcome).success, JSON.stringify(outcome)).toBe(false);
    }
  });

  it("takes an account view's email from the page, and only an email or the theme", () => {
    expect(frameAccountInput.safeParse({ type: 'email', email: 'ada@example.com' }).success).toBe(true);
    expect(frameAccountInput.safeParse({ type: 'theme', theme: 'dark' }).success).toBe(true);
    expect(frameAccountInput.safeParse({ type: 'email', email: 'a'.repeat(255) }).success).toBe(false);
    expect(frameAccountInput.safeParse({ type: 'bill', bill: {} }).success).toBe(false);
  });

  it('names every account view in the query; an unknown view or a parent that is no origin is refused', () => {
    const parent = 'https://shop.example';
    for (const view of [
      'register',
      'verify-email',
      'forgot-password',
      'verify-reset-password',
      'reset-password',
    ])
      expect(frameQuery.safeParse({ parent, view }).success, view).toBe(true);
    expect(frameQuery.safeParse({ parent, view: 'settings' }).success).toBe(false);
    expect(frameQuery.safeParse({ parent: 'https://shop.example/path', view: 'login' }).success).toBe(false);
  });
});
