import type { Notification, User } from '@owo/core';

/** Signs in as the demo user in the success scenario; any other address with any password signs in too. */
export const DEMO_EMAIL = 'ada@owo.test';
/** Signs in with an unverified email: the login widget's warning and verify-email path. */
export const UNVERIFIED_EMAIL = 'unverified@owo.test';
/** The code the verify-email and verify-reset-password steps accept; any other is rejected. */
export const DEMO_OTP = '123456';

export function demoUser(overrides: Partial<User> = {}): User {
  return {
    id: '0b8f6c2e-4d7a-4c55-9a1e-2f1d3c4b5a69',
    username: 'ada_obi',
    firstName: 'Ada',
    lastName: 'Obi',
    email: DEMO_EMAIL,
    phoneNumber: '+2348012345678',
    gender: 'female',
    countryCode: 'NGA',
    isEmailVerified: true,
    isPinSet: true,
    role: 'user',
    createdAt: '2025-01-15T09:30:00.000Z',
    ...overrides,
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Seven notifications, newest first, three unread: enough for the bell's five and a second page. */
export function demoNotifications(): Notification[] {
  const items: Array<[string, string, Notification['type'], number, boolean]> = [
    ['Wallet funded', 'Your wallet was credited with ₦25,000.00.', 'transaction', 2, false],
    ['New sign-in', 'Your account was accessed from Chrome on Linux.', 'security', 45, false],
    ['Airtime purchase successful', '₦1,000.00 airtime sent to 0801 234 5678.', 'transaction', 180, false],
    ['Electricity token ready', 'Your IKEDC token is 1234-5678-9012-3456.', 'transaction', 1_440, true],
    ['Transaction PIN set', 'You can now pay bills and send money.', 'account', 2_880, true],
    ['Weekend cashback', 'Get 5% back on data bundles this weekend.', 'promotion', 4_320, true],
    ['Scheduled maintenance', 'Transfers pause on Sunday from 01:00 to 02:00.', 'system', 10_080, true],
  ];
  return items.map(([title, body, type, age, isRead], index) => ({
    id: `6f1d2c3b-0000-4000-8000-00000000000${index + 1}`,
    title,
    body,
    type,
    createdAt: minutesAgo(age),
    isRead,
  }));
}
