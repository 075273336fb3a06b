import {
  deleteNotificationResponse,
  ERROR_CODES,
  markAllReadResponse,
  markReadResponse,
  messageResponse,
  type Notification,
  notificationIdParams,
  notificationListQuery,
  notificationListResponse,
  notificationResponse,
  registerTokenBody,
  unregisterTokenBody,
} from '@owo/core/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { NotificationsTable } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';

const BASE = '/api/v1/notifications';
const NOT_FOUND = 'Notification not found';
const missing = failure(NOT_FOUND);

function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  };
}

/** Every query is scoped to the caller, so another user's id is simply not found. */
export function notificationRoutes({ db, clock }: AppContext) {
  const own = (userId: string) => db.selectFrom('notifications').where('userId', '=', userId);
  /** Both counts in one scan. */
  const counted = async (userId: string) => {
    const row = await own(userId)
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn.count<string | number>('id').filterWhere('readAt', 'is', null).as('unread'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), unread: Number(row.unread) };
  };

  return [
    defineRoute({
      method: 'GET',
      url: BASE,
      tag: 'Notifications',
      summary: 'A page of the caller’s notifications, newest first',
      auth: true,
      query: notificationListQuery,
      responses: {
        200: { description: 'One page and the unread count', schema: notificationListResponse },
        400: invalidInput,
        401: signInRequired,
      },
    })(async ({ auth, query: { limit, page } }) => {
      const userId = auth.user.id;
      const [rows, counts] = await Promise.all([
        own(userId)
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        counted(userId),
      ]);
      return {
        status: true,
        data: {
          notifications: rows.map(toNotification),
          unreadCount: counts.unread,
          page,
          limit,
          total: counts.total,
        },
      };
    }),

    defineRoute({
      method: 'PATCH',
      url: `${BASE}/read-all`,
      tag: 'Notifications',
      summary: 'Mark every notification read',
      auth: true,
      responses: {
        200: { description: 'How many changed', schema: markAllReadResponse },
        401: signInRequired,
      },
    })(async ({ auth }) => {
      const result = await db
        .updateTable('notifications')
        .set({ readAt: clock.now() })
        .where('userId', '=', auth.user.id)
        .where('readAt', 'is', null)
        .executeTakeFirst();
      return {
        status: true,
        message: 'All notifications marked as read',
        data: { updated: Number(result.numUpdatedRows), unreadCount: 0 },
      };
    }),

    defineRoute({
      method: 'GET',
      url: `${BASE}/:id`,
      tag: 'Notifications',
      summary: 'One notification',
      auth: true,
      params: notificationIdParams,
      responses: {
        200: { description: 'The notification', schema: notificationResponse },
        400: invalidInput,
        401: signInRequired,
        404: missing,
      },
    })(async ({ auth, params }) => {
      const row = await own(auth.user.id).selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!row) throw notFound(NOT_FOUND);
      return { status: true, data: { notification: toNotification(row) } };
    }),

    defineRoute({
      method: 'PATCH',
      url: `${BASE}/:id/read`,
      tag: 'Notifications',
      summary: 'Mark one notification read',
      auth: true,
      params: notificationIdParams,
      responses: {
        200: { description: 'The notification and the new unread count', schema: markReadResponse },
        400: invalidInput,
        401: signInRequired,
        404: missing,
      },
    })(async ({ auth, params }) => {
      const row = await db
        .updateTable('notifications')
        .set((eb) => ({ readAt: eb.fn.coalesce('readAt', eb.val(clock.now())) }))
        .where('id', '=', params.id)
        .where('userId', '=', auth.user.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(NOT_FOUND);
      return {
        status: true,
        message: 'Notification marked as read',
        data: { notification: toNotification(row), unreadCount: (await counted(auth.user.id)).unread },
      };
    }),

    defineRoute({
      method: 'DELETE',
      url: `${BASE}/:id`,
      tag: 'Notifications',
      summary: 'Delete one notification',
      auth: true,
      params: notificationIdParams,
      responses: {
        200: { description: 'Deleted', schema: deleteNotificationResponse },
        400: invalidInput,
        401: signInRequired,
        404: missing,
      },
    })(async ({ auth, params }) => {
      const row = await db
        .deleteFrom('notifications')
        .where('id', '=', params.id)
        .where('userId', '=', auth.user.id)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound(NOT_FOUND);
      return { status: true, message: 'Notification deleted', data: { id: row.id } };
    }),

    defineRoute({
      method: 'POST',
      url: `${BASE}/register-token`,
      tag: 'Notifications',
      summary: 'Register a push token for this user',
      description:
        'A token registered to another account is refused (409), never moved: that account signs out of the device, or unregisters it, first.',
      auth: true,
      body: registerTokenBody,
      responses: {
        201: { description: 'Registered (or refreshed, for its own user)', schema: messageResponse },
        400: invalidInput,
        401: signInRequired,
        409: failure('The token is registered to another account'),
      },
    })(async ({ auth, body, reply }) => {
      const now = clock.now();
      // Updates only the caller's own binding: another user's row makes this a no-op, and a 409.
      const row = await db
        .insertInto('pushTokens')
        .values({ token: body.token, userId: auth.user.id, platform: body.platform, updatedAt: now })
        .onConflict((oc) =>
          oc
            .column('token')
            .doUpdateSet({ platform: body.platform, updatedAt: now })
            .where('pushTokens.userId', '=', auth.user.id),
        )
        .returning('token')
        .executeTakeFirst();
      if (!row) {
        throw new HttpError(
          409,
          ERROR_CODES.conflict,
          'This push token is registered to another account. That account must unregister it first.',
        );
      }
      reply.code(201);
      return { status: true, message: 'Push token registered' };
    }),

    defineRoute({
      method: 'DELETE',
      url: `${BASE}/register-token`,
      tag: 'Notifications',
      summary: 'Unregister one of the caller’s push tokens (e.g. when signing out of the device)',
      auth: true,
      body: unregisterTokenBody,
      responses: {
        200: { description: 'Unregistered', schema: messageResponse },
        400: invalidInput,
        401: signInRequired,
        404: failure('No such token for this user'),
      },
    })(async ({ auth, body }) => {
      const row = await db
        .deleteFrom('pushTokens')
        .where('token', '=', body.token)
        .where('userId', '=', auth.user.id)
        .returning('token')
        .executeTakeFirst();
      if (!row) throw notFound('Push token not found');
      return { status: true, message: 'Push token unregistered' };
    }),
  ];
}
