/**
 * Each auth screen's title and description: the screen sets them in the browser, and the pre-renderer
 * writes them into the screen's built page (which shows the session check, not the screen).
 */
export const authScreenMeta = {
  login: ['Log in', 'Sign in to Owo to send money, pay bills and manage your cards.'],
  register: [
    'Create your account',
    'Open a free Owo account in minutes: send money, pay bills and get a virtual dollar card.',
  ],
  'forgot-password': ['Forgot password', 'Reset your Owo password with a code sent to your email.'],
  'verify-email': ['Verify your email', 'Enter the code we emailed you to activate your Owo account.'],
  'verify-reset-password': [
    'Enter your reset code',
    'Enter the code we emailed you to reset your Owo password.',
  ],
  'reset-password': ['Choose a new password', 'Set a new password for your Owo account.'],
} as const satisfies Record<string, readonly [title: string, description: string]>;

export type AuthScreenName = keyof typeof authScreenMeta;
