import { preferencesResponse, preferencesSchema } from '@owo/core/contract';
import type { AppContext } from '../../context';
import { failure, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { readPreferences, savePreferences } from './preferences';

/** Preference: the balance hidden or shown by default, and notifications per kind and channel. */
export function preferenceRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/me/preferences',
      tag: 'Settings',
      summary: 'Balance visibility and notification preferences',
      description:
        'Defaults: balance shown, money notices in-app and by email (an alert for every completed debit and credit), promotions in-app only; security is always on.',
      auth: true,
      responses: {
        200: { description: 'The preferences', schema: preferencesResponse },
        401: signInRequired,
      },
    })(async ({ auth }) => ({ status: true, data: await readPreferences(db, auth.user.id) })),

    defineRoute({
      method: 'PUT',
      url: '/api/v1/me/preferences',
      tag: 'Settings',
      summary: 'Save every preference at once',
      description:
        'Honoured by the API: money off in-app means no transaction notices, off by email means no alerts; promotions off by email ends any newsletter subscription of the account email. Security notifications cannot be turned off.',
      auth: true,
      body: preferencesSchema,
      invalidStatus: 422,
      responses: {
        200: { description: 'Saved; the preferences now', schema: preferencesResponse },
        401: signInRequired,
        422: failure('Invalid preferences, or security notifications turned off'),
      },
    })(async ({ auth, body }) => {
      const saved = await savePreferences(db, clock, auth.user.id, body);
      if (!saved.notifications.promotions.email) {
        await db.deleteFrom('newsletterSubscriptions').where('email', '=', auth.user.email).execute();
      }
      return { status: true, data: saved };
    }),
  ];
}
