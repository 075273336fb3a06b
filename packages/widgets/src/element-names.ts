/** Every element the served script can load, by folder: <owo-NAME> is src/NAME/NAME.element.ts, built to NAME.js. */
export const ELEMENT_NAMES: readonly string[] = [
  'app',
  'forgot-password',
  'login',
  'notification-bell',
  'pay-bills',
  'pin-setup',
  'register',
  'reset-password',
  'send-money',
  'theme-toggle',
  'toaster',
  'verify-email',
  'verify-reset-password',
];
