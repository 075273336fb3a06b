import type { Notification } from '@owo/core';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { billHandlers } from './bills';
import { DEMO_OTP, demoNotifications, demoUser, UNVERIFIED_EMAIL } from './fixtures';
import { moneyHandlers } from './money';

/**
 * What the mock API does. `success`: every call works, with demo data. `empty`: the same with no
 * notifications. `loading`: no call ever answers, so every widget stays in its loading state.
 * `error`: every call fails with a 500 and the message below (after the client's own retries).
 */
export const SCENARIOS = ['success', 'empty', 'loading', 'error'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const MOCK_ERROR_MESSAGE = 'Service temporarily unavailable. Please try again.';

const AUTH = '*/api/v1/auth';
const NOTIFICATIONS = '*/api/v1/notifications';
const ACCESS_TOKEN = 'docs-demo-access-token';

const ok = (data?: unknown, message?: string) => HttpResponse.json({ status: true, message, data });
const fail = (status: number, message: string, code: string) =>
  HttpResponse.json({ status: false, message, code }, { status });

function authHandlers(): HttpHandler[] {
  let user = demoUser();
  return [
    http.get(`${AUTH}/verify-session`, ({ request }) =>
      request.headers.get('authorization')
        ? ok({ user })
        : fail(401, 'Authentication required', 'UNAUTHORIZED'),
    ),
    http.post(`${AUTH}/login`, async ({ request }) => {
      const { identifier } = (await request.json()) as { identifier: string };
      const email = identifier.trim().toLowerCase();
      if (email === UNVERIFIED_EMAIL) return ok({ user: demoUser({ email, isEmailVerified: false }) });
      user = demoUser({ email });
      return ok({ user, accessToken: ACCESS_TOKEN }, 'Login successful');
    }),
    http.post(`${AUTH}/register`, async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      return ok(
        { user: { email: email.trim().toLowerCase() } },
        'Please check your email to verify your account',
      );
    }),
    http.post(`${AUTH}/refresh-token`, () => ok({ accessToken: ACCESS_TOKEN })),
    http.post(`${AUTH}/verify-email`, async ({ request }) => {
      const { otp } = (await request.json()) as { otp: string };
      return otp === DEMO_OTP
        ? ok(undefined, 'Email verified successfully')
        : fail(400, 'Invalid verification code', 'INVALID_CODE');
    }),
    http.post(`${AUTH}/resend-email-verification`, () => ok(undefined, 'Verification code sent')),
    http.post(`${AUTH}/forgot-password`, () => ok(undefined, 'Check your email for a reset code')),
    http.post(`${AUTH}/verify-reset-password`, async ({ request }) => {
      const { otp } = (await request.json()) as { otp: string };
      return otp === DEMO_OTP
        ? ok({ resetToken: 'docs-demo-reset-token' }, 'Code verified successfully')
        : fail(400, 'Invalid verification code', 'INVALID_CODE');
    }),
    http.post(`${AUTH}/resend-reset-password`, () => ok(undefined, 'Reset code sent')),
    http.post(`${AUTH}/reset-password`, () => ok(undefined, 'Password reset successfully')),
    http.post(`${AUTH}/set-transaction-pin`, () => {
      user = { ...user, isPinSet: true };
      return ok(user, 'PIN set successfully');
    }),
    http.post(`${AUTH}/logout`, () => ok(undefined, 'Logged out')),
  ];
}

function notificationHandlers(initial: Notification[]): HttpHandler[] {
  let items = initial;
  const unreadCount = () => items.filter((item) => !item.isRead).length;
  const find = (id: unknown) => items.find((item) => item.id === id);
  const notFound = () => fail(404, 'Notification not found', 'NOT_FOUND');

  return [
    http.get(NOTIFICATIONS, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const limit = Number(query.get('limit') ?? 10);
      const page = Number(query.get('page') ?? 1);
      const notifications = items.slice((page - 1) * limit, page * limit);
      return ok({ notifications, unreadCount: unreadCount(), page, limit, total: items.length });
    }),
    // Before `/:id`, which would otherwise take "read-all" for an id.
    http.patch(`${NOTIFICATIONS}/read-all`, () => {
      const updated = unreadCount();
      items = items.map((item) => ({ ...item, isRead: true }));
      return ok({ updated, unreadCount: 0 }, 'All notifications marked as read');
    }),
    http.post(`${NOTIFICATIONS}/register-token`, () => ok(undefined, 'Token registered')),
    http.get(`${NOTIFICATIONS}/:id`, ({ params }) => {
      const notification = find(params.id);
      return notification ? ok({ notification }) : notFound();
    }),
    http.patch(`${NOTIFICATIONS}/:id/read`, ({ params }) => {
      if (!find(params.id)) return notFound();
      items = items.map((item) => (item.id === params.id ? { ...item, isRead: true } : item));
      return ok({ notification: find(params.id), unreadCount: unreadCount() });
    }),
    http.delete(`${NOTIFICATIONS}/:id`, ({ params }) => {
      if (!find(params.id)) return notFound();
      items = items.filter((item) => item.id !== params.id);
      return ok({ id: params.id });
    }),
  ];
}

const everyApiCall =
  /\/api\/v1\/(auth|notifications|wallet|banks|transfers|transactions|tiers|beneficiaries|bills|giftcards)(\/|\?|$)/;

/** Fresh handlers (and fresh demo data) for one scenario. */
export function handlersFor(scenario: Scenario): HttpHandler[] {
  switch (scenario) {
    case 'success':
      return [
        ...authHandlers(),
        ...notificationHandlers(demoNotifications()),
        // Bills first: the gift card sales it follows are transactions too.
        ...billHandlers(),
        ...moneyHandlers(),
      ];
    case 'empty':
      return [
        ...authHandlers(),
        ...notificationHandlers([]),
        ...billHandlers(),
        ...moneyHandlers({ empty: true }),
      ];
    case 'loading':
      return [
        http.all(everyApiCall, async () => {
          await delay('infinite');
        }),
      ];
    case 'error':
      return [http.all(everyApiCall, () => fail(500, MOCK_ERROR_MESSAGE, 'INTERNAL_ERROR'))];
  }
}
