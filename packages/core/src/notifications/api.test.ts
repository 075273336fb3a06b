// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../http/test-server';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createMemoryStorage } from '../session/storage';
import { notificationsApi } from './api';
import type { Notification } from './contract';

const note: Notification = {
  id: '5b0c8a0e-8f55-4a8c-9c53-8d1f3b8e2a10',
  title: 'Welcome',
  body: 'Your account is verified',
  type: 'account',
  createdAt: '2025-01-01T00:00:00.000Z',
  isRead: false,
};

let failMarkRead = false;
let server: TestServer;
let runtime: OwoRuntime;
const toasts: string[] = [];

beforeAll(async () => {
  server = await startTestServer(({ method, path, query }) => {
    const base = 'api/v1/notifications';
    if (method === 'GET' && path === base) {
      const limit = Number(query.get('limit'));
      const page = Number(query.get('page'));
      return {
        body: { status: true, data: { notifications: [note], unreadCount: 1, page, limit, total: 1 } },
      };
    }
    if (method === 'GET' && path === `${base}/${note.id}`)
      return { body: { status: true, data: { notification: note } } };
    if (method === 'PATCH' && path === `${base}/${note.id}/read`) {
      if (failMarkRead) return { status: 404, body: { status: false } };
      return { body: { status: true, data: { notification: { ...note, isRead: true }, unreadCount: 0 } } };
    }
    if (method === 'PATCH' && path === `${base}/read-all`)
      return {
        body: {
          status: true,
          message: 'All notifications marked as read',
          data: { updated: 3, unreadCount: 0 },
        },
      };
    if (method === 'DELETE' && path === `${base}/${note.id}`)
      return { body: { status: true, data: { id: note.id } } };
    if (method === 'POST' && path === `${base}/register-token`)
      return { status: 201, body: { status: true } };
    return { status: 404, body: { message: 'Not found' } };
  });
  runtime = createRuntime({
    apiBase: server.url,
    storage: createMemoryStorage(),
    createChannel: null,
    locks: null,
  });
  runtime.bus.on('toast:show', ({ message }) => toasts.push(message));
});
afterAll(async () => {
  runtime.dispose();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  toasts.length = 0;
  failMarkRead = false;
});

describe('notifications api (SPEC.md 7)', () => {
  it('lists with limit 10 and page 1 by default', async () => {
    const list = await notificationsApi(runtime).list();
    expect(list).toEqual({ notifications: [note], unreadCount: 1, page: 1, limit: 10, total: 1 });
    expect(server.requests[0]?.query.toString()).toBe('limit=10&page=1');
  });

  it('passes the header size of 5', async () => {
    await notificationsApi(runtime).list({ limit: 5 });
    expect(server.requests[0]?.query.toString()).toBe('limit=5&page=1');
  });

  it('gets one, marks read, marks all read, deletes and registers a push token at the SPEC paths', async () => {
    await expect(notificationsApi(runtime).get(note.id)).resolves.toEqual(note);
    await expect(notificationsApi(runtime).markRead(note.id)).resolves.toEqual({
      notification: { ...note, isRead: true },
      unreadCount: 0,
    });
    await expect(notificationsApi(runtime).markAllRead()).resolves.toEqual({
      updated: 3,
      unreadCount: 0,
      message: 'All notifications marked as read',
    });
    await notificationsApi(runtime).remove(note.id);
    await notificationsApi(runtime).registerToken({ token: 'fcm-token', platform: 'web' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET api/v1/notifications/${note.id}`,
      `PATCH api/v1/notifications/${note.id}/read`,
      'PATCH api/v1/notifications/read-all',
      `DELETE api/v1/notifications/${note.id}`,
      'POST api/v1/notifications/register-token',
    ]);
    expect(server.requests.at(-1)?.body).toEqual({ token: 'fcm-token', platform: 'web' });
  });

  it("says 'Failed to mark notification as read' when the server gives no message", async () => {
    failMarkRead = true;
    await expect(notificationsApi(runtime).markRead(note.id)).rejects.toThrow(
      'Failed to mark notification as read',
    );
    expect(toasts).toEqual(['Failed to mark notification as read']);
  });
});
