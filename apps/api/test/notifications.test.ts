import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { signIn, verifiedAccount } from './support/flows';
import { startServer, type TestServer } from './support/server';

describe.each(DATABASE_KINDS)('notifications on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: Browser;
  let bob: Browser;
  let aliceId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    alice = await signIn(server, (await verifiedAccount(server, { firstName: 'Alice' })).email);
    bob = await signIn(server, (await verifiedAccount(server, { firstName: 'Bob' })).email);
    aliceId = (await alice.get('/api/v1/auth/verify-session')).body.data.user.id;
    await database.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          userId: aliceId,
          type: 'transaction' as const,
          title: `Payment ${i + 1}`,
          body: `₦${(i + 1) * 100}.00 sent`,
          createdAt: new Date(Date.now() - (12 - i) * 60_000),
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('pages newest first with the contract defaults (10 a page)', async () => {
    const first = await alice.get('/api/v1/notifications');
    expect(first.status).toBe(200);
    const { data } = first.body;
    expect(data).toMatchObject({ page: 1, limit: 10, total: 14, unreadCount: 14 });
    expect(data.notifications).toHaveLength(10);
    expect(data.notifications[0]).toEqual({
      id: expect.any(String),
      title: 'New sign-in to your account',
      body: expect.any(String),
      type: 'security',
      createdAt: expect.any(String),
      isRead: false,
    });
    const times = data.notifications.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const header = await alice.get('/api/v1/notifications?limit=5&page=3');
    expect(header.body.data).toMatchObject({ page: 3, limit: 5, total: 14 });
    expect(header.body.data.notifications).toHaveLength(4);
  });

  it('pages by 20 (the notifications screen) with every body, no page overlapping the next', async () => {
    const first = (await alice.get('/api/v1/notifications?limit=20&page=1')).body.data;
    const second = (await alice.get('/api/v1/notifications?limit=20&page=2')).body.data;
    expect(first).toMatchObject({ page: 1, limit: 20, total: 14 });
    expect(first.notifications).toHaveLength(14);
    expect(first.notifications.at(-1)).toMatchObject({ title: 'Payment 1', body: '₦100.00 sent' });
    expect(first.notifications.find((n: { title: string }) => n.title === 'Payment 12')?.body).toBe(
      '₦1200.00 sent',
    );
    expect(second).toMatchObject({ page: 2, limit: 20, total: 14, notifications: [] });
    const ids = new Set<string>();
    for (const page of [1, 2, 3]) {
      const { notifications } = (await alice.get(`/api/v1/notifications?limit=6&page=${page}`)).body.data;
      for (const { id } of notifications) ids.add(id);
    }
    expect(ids.size).toBe(14);
  });

  it('validates the query', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=abc', 'page=0', 'page=1.5', 'limit=1&limit=2']) {
      const res = await alice.get(`/api/v1/notifications?${query}`);
      expectClientError(res, 400);
      expect(res.body.message).toMatch(/must be a whole number/);
    }
  });

  it('keeps every user to their own notifications', async () => {
    const [mine] = (await alice.get('/api/v1/notifications?limit=1')).body.data.notifications;
    const path = `/api/v1/notifications/${mine.id}`;
    expectClientError(await bob.get(path), 404);
    expectClientError(await bob.patch(`${path}/read`), 404);
    expectClientError(await bob.delete(path), 404);
    await bob.patch('/api/v1/notifications/read-all');
    const still = await alice.get(path);
    expect(still.body.data.notification).toMatchObject({ id: mine.id, isRead: false });
    expect((await bob.get('/api/v1/notifications')).body.data.total).toBe(2);
  });

  it('answers a malformed or unknown id with 400 / 404', async () => {
    expectClientError(await alice.get('/api/v1/notifications/not-a-uuid'), 400);
    expectClientError(await alice.get('/api/v1/notifications/00000000-0000-4000-8000-000000000000'), 404);
    expectClientError(await alice.delete('/api/v1/notifications/00000000-0000-4000-8000-000000000000'), 404);
  });

  it('marks one read idempotently, then all', async () => {
    const [n] = (await alice.get('/api/v1/notifications?limit=1')).body.data.notifications;
    const once = await alice.patch(`/api/v1/notifications/${n.id}/read`);
    const twice = await alice.patch(`/api/v1/notifications/${n.id}/read`);
    expect(once.body.data.unreadCount).toBe(13);
    expect(twice.body.data).toEqual(once.body.data);
    const all = await alice.patch('/api/v1/notifications/read-all', {
      headers: { 'content-type': 'application/json' },
    });
    expect(all.body.data).toEqual({ updated: 13, unreadCount: 0 });
  });

  it('registers a push token; another user cannot take it over until its owner unregisters it (issue 9)', async () => {
    const body = { token: 'fcm-token-123', platform: 'web' };
    const res = await alice.post('/api/v1/notifications/register-token', body);
    expect(res.status).toBe(201);
    // The owner may register it again (a refresh, another platform).
    expect(
      (await alice.post('/api/v1/notifications/register-token', { ...body, platform: 'android' })).status,
    ).toBe(201);
    const taken = await bob.post('/api/v1/notifications/register-token', body);
    expectClientError(taken, 409);
    expect(taken.body.message).toMatch(/registered to another account/);
    const owner = () =>
      database.db
        .selectFrom('pushTokens')
        .selectAll()
        .where('token', '=', body.token)
        .executeTakeFirstOrThrow();
    expect(await owner()).toMatchObject({ userId: aliceId, platform: 'android' });

    // Only the owner can drop the binding; then it is free.
    expectClientError(
      await bob.delete('/api/v1/notifications/register-token', { json: { token: body.token } }),
      404,
    );
    expect(
      (await alice.delete('/api/v1/notifications/register-token', { json: { token: body.token } })).status,
    ).toBe(200);
    expect((await bob.post('/api/v1/notifications/register-token', body)).status).toBe(201);
    expect((await owner()).userId).not.toBe(aliceId);
    expect(await database.db.selectFrom('pushTokens').selectAll().execute()).toHaveLength(1);

    expectClientError(
      await alice.post('/api/v1/notifications/register-token', { token: '', platform: 'web' }),
      400,
    );
    expectClientError(
      await alice.post('/api/v1/notifications/register-token', { token: 'x', platform: 'fax' }),
      400,
    );
  });

  it('needs a valid access token everywhere', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/notifications'],
      ['PATCH', '/api/v1/notifications/read-all'],
      ['POST', '/api/v1/notifications/register-token'],
    ] as const) {
      expectClientError(await alice.request(method, path, { token: null }), 401);
    }
  });
});
