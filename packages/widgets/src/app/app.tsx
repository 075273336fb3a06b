import { useEffect, useState } from 'react';
import { Failure } from '../internal/failure';
import { QueryBoundary } from '../internal/query-boundary';
import {
  ACCESS_TOKEN_KEY,
  getQueryClient,
  LIMITS,
  notificationsQueryOptions,
  type OwoRuntime,
  UNREACHABLE_MESSAGE,
  useRuntime,
  useSession,
  walletQueryOptions,
} from '../internal/runtime';
import { Loader } from '../ui/loader/loader';
import type { AppProps } from './app-props';
import { Layout } from './layout/layout';
import type { RouteParams } from './routing/match-route';
import { AppRouterProvider, useAppRouter } from './routing/router';
import { allows, type LazyScreen, matchRoute, NOT_FOUND_TITLE, NotFound } from './routing/routes';
import { ScreenBoundary } from './routing/screen-boundary';

/**
 * The signed-in area (SPEC.md 2): sidebar, header, footer and the /app screens, routed inside the
 * element on the History API, behind SPEC.md 4's guards.
 */
export function App({ base, path, navigation, titleTemplate }: AppProps) {
  return (
    <QueryBoundary>
      <AppRouterProvider base={base} path={path} navigation={navigation}>
        <GuardedApp titleTemplate={titleTemplate} />
      </AppRouterProvider>
    </QueryBoundary>
  );
}

function GuardedApp({ titleTemplate }: { titleTemplate: string | undefined }) {
  const { user, isLoading, isUnreachable } = useSession();
  const runtime = useRuntime();
  const { session } = runtime;
  const { location, base, rest, go } = useAppRouter();
  const here = `${location.pathname}${location.search}`;
  const route = matchRoute(rest);

  // SPEC.md 4's order: loading, signed out, unverified, redirect, role (from the route table), render.
  let leave: { to: string; state?: { from?: string; email?: string } } | null = null;
  if (isLoading || isUnreachable) leave = null;
  else if (!user) leave = { to: '/auth/login', state: { from: here } };
  else if (!user.isEmailVerified) leave = { to: '/auth/verify-email', state: { email: user.email } };
  else if (route.kind === 'redirect') leave = { to: `${base}/${route.to}` };
  else if (route.kind === 'screen' && !allows(route.roles, user.role)) leave = { to: `${base}/unauthorized` };
  const leaveKey = leave ? `${leave.to}|${leave.state?.from ?? ''}` : '';

  // The screen's chunk downloads while the session is being checked, not once it has answered: the
  // two were one after the other on every first load of an /app page (issue 25, Lighthouse).
  const screenAsked = route.kind === 'screen' ? route.screen : null;
  useEffect(() => {
    if (screenAsked && !screenAsked.Component) screenAsked.load().catch(() => {});
  }, [screenAsked]);

  // So are the layout's and the screen's first queries, when a token is stored (the check will most
  // likely find someone): one round trip to the API before the screen can draw, not two or three.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the element first renders
  useEffect(() => {
    if (!isLoading || !tokenStored()) return;
    const client = getQueryClient(runtime);
    prefetchLayout(client, runtime);
    if (route.kind === 'screen')
      route.screen.prefetch(client, runtime, route.params, location.search).catch(() => {});
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per decision (leaveKey names it)
  useEffect(() => {
    if (leave) go(leave.to, { replace: true, ...(leave.state ? { state: leave.state } : {}) });
  }, [leaveKey]);

  const waiting = isLoading || leave !== null || !user || route.kind === 'redirect';
  const title = waiting ? null : route.kind === 'screen' ? (route.title ?? null) : NOT_FOUND_TITLE;
  useEffect(() => {
    if (titleTemplate && title) document.title = titleTemplate.replaceAll('%s', title);
  }, [title, titleTemplate]);

  // Owo could not be asked who is signed in: say so, rather than send the person to sign in again.
  if (isUnreachable) return <Failure message={UNREACHABLE_MESSAGE} onRetry={() => void session.refetch()} />;
  if (isLoading || leave || !user || route.kind === 'redirect') {
    return <Loader label={isLoading ? 'Loading your account' : 'Redirecting'} />;
  }
  const screen = route.kind === 'screen' ? route.screen : NotFound;
  const params = route.kind === 'screen' ? route.params : {};
  return (
    <Layout>
      <ScreenBoundary resetKey={location.pathname}>
        <Screen screen={screen} params={params} />
      </ScreenBoundary>
    </Layout>
  );
}

/**
 * Whether the page's storage holds an access token (core's token store keeps it there). A hint only:
 * wrong, it costs a request that the session check's own answer makes moot.
 */
function tokenStored(): boolean {
  try {
    return Boolean(globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY));
  } catch {
    return false; // storage blocked: no guess
  }
}

/** What the layout asks on every screen: the balance in the menu and the bell's first page. */
function prefetchLayout(client: ReturnType<typeof getQueryClient>, runtime: OwoRuntime) {
  void client.prefetchQuery(walletQueryOptions(runtime));
  void client.prefetchQuery(
    notificationsQueryOptions(runtime, { limit: LIMITS.notificationsHeaderSize, page: 1 }),
  );
}

/** The route's screen, or a loader while its chunk downloads; a failed download reaches the boundary. */
function Screen({ screen, params }: { screen: LazyScreen; params: RouteParams }) {
  const [, setLoaded] = useState<LazyScreen | null>(null);
  const [failed, setFailed] = useState<{ screen: LazyScreen; error: unknown } | null>(null);
  useEffect(() => {
    if (screen.Component) return;
    let current = true;
    screen.load().then(
      () => current && setLoaded(screen),
      (error: unknown) => current && setFailed({ screen, error }),
    );
    return () => {
      current = false;
    };
  }, [screen]);
  if (failed?.screen === screen) throw failed.error;
  const Component = screen.Component;
  return Component ? <Component params={params} /> : <Loader fullScreen={false} label="Loading the page" />;
}
