// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../bus/event-bus';
import type { HttpClient } from '../http/client';
import { ApiError } from '../http/errors';
import { notificationsQueryOptions } from '../notifications/keys';
import { queryKeys, sessionQueryOptions } from './keys';
import { createQueryClient, featureQueryDefaults, queryRetryDelay } from './query-client';
import { clearCacheOnLogout } from './runtime-query-client';

const MINUTE = 60_000;

describe('query client defaults (SPEC.md 7)', () => {
  it('retries 3 times with a 1 s back-off doubling up to 30 s and drops unused entries after 5 min', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(5 * MINUTE);
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const retry = defaults?.retry as (count: number, error: unknown) => boolean;
    const serverError = new ApiError({ message: 'x', status: 503, statusText: '' });
    expect([0, 1, 2, 3].map((count) => retry(count, serverError))).toEqual([true, true, true, false]);
  });

  it('does not retry a 4xx answer', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    expect(retry(0, new ApiError({ message: 'x', status: 404, statusText: '' }))).toBe(false);
  });

  it('gives feature queries no retry, no focus refetch and 5 min staleness', () => {
    expect(featureQueryDefaults).toEqual({
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 5 * MINUTE,
    });
  });
});

describe('query options', () => {
  it('session: auth/user, stale 5 min, kept 10 min, refetched every 5 min, on focus and reconnect, no retry', async () => {
    const options = sessionQueryOptions({ session: { verifySession: async () => null } });
    expect(options).toMatchObject({
      queryKey: ['auth', 'user'],
      staleTime: 5 * MINUTE,
      gcTime: 10 * MINUTE,
      refetchInterval: 5 * MINUTE,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      retry: false,
    });
  });

  it('notifications: keyed by page, stale 1 min, loading through the api', async () => {
    const calls: unknown[] = [];
    const http = {
      get: async (path: string, { searchParams }: { searchParams?: unknown }) => {
        calls.push({ path, searchParams });
        return { status: true, data: { notifications: [], unreadCount: 0, page: 1, limit: 5, total: 0 } };
      },
    } as unknown as HttpClient;
    const options = notificationsQueryOptions({ http }, { limit: 5 });
    expect(options.queryKey).toEqual(['notifications', 'list', { limit: 5, page: 1 }]);
    expect(options.staleTime).toBe(MINUTE);
    await createQueryClient().fetchQuery(options);
    expect(calls).toEqual([{ path: 'api/v1/notifications', searchParams: { limit: 5, page: 1 } }]);
  });
});

describe('cache on logout', () => {
  it('is cleared by any session:logout', () => {
    const queryClient = createQueryClient();
    const bus = createEventBus();
    clearCacheOnLogout(queryClient, bus);
    queryClient.setQueryData(queryKeys.notifications, ['x']);
    bus.emit('session:logout', { reason: 'refresh-failed' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
