import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { NewNotification } from '../../db/schema';
import { lagosTime } from '../../lagos-time';

type Event = Pick<NewNotification, 'type' | 'title' | 'body'>;

/** The notifications that account events leave in a user's inbox. */
export function createAccountEvents(db: Db, clock: Clock) {
  const add = async (userId: string, event: Event) => {
    await db
      .insertInto('notifications')
      .values({ userId, ...event, createdAt: clock.now() })
      .execute();
  };
  return {
    welcome: (userId: string, firstName: string) =>
      add(userId, {
        type: 'account',
        title: `Welcome to Owo, ${firstName}`,
        body: 'Your email is verified. Set your transaction PIN to start paying bills and sending money.',
      }),
    pinSet: (userId: string) =>
      add(userId, {
        type: 'security',
        title: 'Transaction PIN set',
        body: 'Your transaction PIN is ready. Never share it with anyone, including Owo staff.',
      }),
    passwordChanged: (userId: string) =>
      add(userId, {
        type: 'security',
        title: 'Password changed',
        body: `Your password was changed on ${lagosTime(clock.now())} (Lagos time) and every device was signed out. If this was not you, contact support now.`,
      }),
    passwordChangedInSettings: (userId: string) =>
      add(userId, {
        type: 'security',
        title: 'Password changed',
        body: `Your password was changed on ${lagosTime(clock.now())} (Lagos time) and every other device was signed out. If this was not you, reset your password and contact support now.`,
      }),
    pinChanged: (userId: string, reset: boolean) =>
      add(userId, {
        type: 'security',
        title: reset ? 'Transaction PIN reset' : 'Transaction PIN changed',
        body: `Your transaction PIN was ${reset ? 'reset with an emailed code (any PIN lock is lifted)' : 'changed'} on ${lagosTime(clock.now())} (Lagos time). If this was not you, change your password and contact support now.`,
      }),
    emailChanged: (userId: string, email: string) =>
      add(userId, {
        type: 'security',
        title: 'Email address changed',
        body: `Your email address is now ${email} (since ${lagosTime(clock.now())}, Lagos time). If this was not you, contact support now.`,
      }),
    newSignIn: (userId: string, device: string) =>
      add(userId, {
        type: 'security',
        title: 'New sign-in to your account',
        body: `You signed in on ${device} on ${lagosTime(clock.now())} (Lagos time). If this was not you, reset your password.`,
      }),
    sessionEndedForSafety: (userId: string) =>
      add(userId, {
        type: 'security',
        title: 'A device was signed out for your safety',
        body: 'An old sign-in token was used again, which can mean it was copied. We signed that device out. If you did not expect this, change your password.',
      }),
  };
}

export type AccountEvents = ReturnType<typeof createAccountEvents>;
