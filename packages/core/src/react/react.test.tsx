import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwoEventMap } from '../bus/events';
import type { User } from '../contract';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createMemoryStorage } from '../session/storage';
import { testUser } from '../session/test-user';
import { RuntimeProvider, useBusEvent, useRuntime, useSession } from './index';

const runtimes: OwoRuntime[] = [];
afterEach(() => {
  cleanup();
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

/** A runtime whose API answers verify-session with `user` for the token 'tok'. */
function runtimeWith(user: User | null, token: string | null = 'tok') {
  const storage = createMemoryStorage();
  if (token) storage.setItem('@accessToken', token);
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(new URL(request.url).pathname);
    const ok = request.headers.get('authorization') === 'Bearer tok' && user;
    return new Response(
      JSON.stringify(ok ? { status: true, data: { user } } : { message: 'Invalid token' }),
      {
        status: ok ? 200 : 401,
        headers: { 'content-type': 'application/json' },
      },
    );
  }) as typeof globalThis.fetch;
  const runtime = createRuntime({
    apiBase: 'https://api.owo.test/',
    storage,
    fetch,
    locks: null,
    createChannel: null,
    storageEvents: null,
  });
  runtimes.push(runtime);
  return { runtime, requests };
}

function SessionBadge() {
  const { user, isAuthenticated, isLoading } = useSession();
  if (isLoading) return <p>loading</p>;
  return <p>{isAuthenticated ? `signed in as ${user?.firstName}` : 'signed out'}</p>;
}

describe('useSession', () => {
  it('shows loading, then the verified user', async () => {
    const { runtime } = runtimeWith(testUser());
    render(
      <RuntimeProvider runtime={runtime}>
        <SessionBadge />
      </RuntimeProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await screen.findByText('signed in as Ada');
  });

  it('is signed out without a request when no token is stored', async () => {
    const { runtime, requests } = runtimeWith(testUser(), null);
    render(
      <RuntimeProvider runtime={runtime}>
        <SessionBadge />
      </RuntimeProvider>,
    );
    await screen.findByText('signed out');
    expect(requests).toEqual([]);
  });

  it('does not count an unverified user as authenticated', async () => {
    const { runtime } = runtimeWith(testUser({ isEmailVerified: false }));
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }) => <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>,
    });
    await waitFor(() => expect(result.current.user?.isEmailVerified).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('lets many React roots share one cache: one session check, one logout seen by all', async () => {
    const { runtime, requests } = runtimeWith(testUser());
    for (let i = 0; i < 3; i++) {
      render(
        <RuntimeProvider runtime={runtime}>
          <SessionBadge />
        </RuntimeProvider>,
      );
    }
    await waitFor(() => expect(screen.getAllByText('signed in as Ada')).toHaveLength(3));
    expect(requests).toEqual(['/api/v1/auth/verify-session']);

    await act(() => runtime.session.logout());
    await waitFor(() => expect(screen.getAllByText('signed out')).toHaveLength(3));
  });
});

describe('useBusEvent', () => {
  it('hears events while mounted, with the latest handler, and stops on unmount', () => {
    const { runtime } = runtimeWith(null, null);
    const heard: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ prefix }: { prefix: string }) =>
        useBusEvent('navigate', ({ to }: OwoEventMap['navigate']) => heard.push(`${prefix}${to}`)),
      {
        initialProps: { prefix: 'a:' },
        wrapper: ({ children }) => <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>,
      },
    );
    act(() => runtime.bus.emit('navigate', { to: '/one' }));
    rerender({ prefix: 'b:' });
    act(() => runtime.bus.emit('navigate', { to: '/two' }));
    unmount();
    runtime.bus.emit('navigate', { to: '/three' });
    expect(heard).toEqual(['a:/one', 'b:/two']);
  });

  it('replays the last value when asked to notify', () => {
    const { runtime } = runtimeWith(null, null);
    runtime.bus.emit('progress:change', { inFlight: 2 });
    const seen: number[] = [];
    renderHook(
      () => useBusEvent('progress:change', ({ inFlight }) => seen.push(inFlight), { notify: true }),
      {
        wrapper: ({ children }) => <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>,
      },
    );
    expect(seen).toEqual([2]);
  });
});

describe('useRuntime', () => {
  it('returns the provided runtime and explains a missing provider', () => {
    const { runtime } = runtimeWith(null, null);
    const { result } = renderHook(() => useRuntime(), {
      wrapper: ({ children }) => <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>,
    });
    expect(result.current).toBe(runtime);
    expect(() => renderHook(() => useRuntime())).toThrow(/RuntimeProvider/);
  });
});
