import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { OwoRuntime, Role } from '../../internal/runtime';
import { SERVICES, SETTINGS_TABS } from '../pages';
import { createMatcher, type RouteNode, type RouteParams } from './match-route';

/** A screen gets its route's params. */
export type ScreenComponent = ComponentType<{ params: RouteParams }>;

/**
 * Starts the queries a screen asks first, with the options the screen uses (so its own useQuery finds
 * them in flight or answered): how an /app page asks for its data while the session is being checked
 * rather than after it has answered (issue 25).
 */
export type ScreenPrefetch = (
  client: QueryClient,
  runtime: OwoRuntime,
  params: RouteParams,
  search: string,
) => void;

/**
 * A screen in its own chunk, downloaded when first opened. Not React.lazy: a screen that suspends makes
 * React throttle the retry's commit on a timer, and a commit of the same root in between made that timer
 * commit a tree twice (React #177, seen leaving Home for send-money). The app renders a loader until
 * `Component` is set, so navigation never suspends.
 */
export interface LazyScreen {
  /** The screen, once its chunk has loaded. */
  readonly Component: ScreenComponent | undefined;
  /** Loads the chunk (once; a failed load can be tried again). */
  load(): Promise<ScreenComponent>;
  /** Loads the chunk and starts the screen's first queries (none for a screen that names none). */
  prefetch(client: QueryClient, runtime: OwoRuntime, params: RouteParams, search: string): Promise<void>;
}

function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ScreenComponent,
  pickPrefetch?: (module: M) => ScreenPrefetch,
): LazyScreen {
  let Component: ScreenComponent | undefined;
  let prefetch: ScreenPrefetch | undefined;
  let loading: Promise<ScreenComponent> | undefined;
  const lazy: LazyScreen = {
    get Component() {
      return Component;
    },
    async prefetch(client, runtime, params, search) {
      await lazy.load();
      prefetch?.(client, runtime, params, search);
    },
    load() {
      loading ??= load().then(
        (module) => {
          Component = pick(module);
          prefetch = pickPrefetch?.(module);
          return Component;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return lazy;
}

const Home = screen(
  () => import('../screens/home/home-screen'),
  (m) => m.HomeScreen,
  (m) => m.prefetchHome,
);
const SendMoneyUser = screen(
  () => import('../screens/send-money/send-money-screen'),
  (m) => m.SendMoneyUserScreen,
);
const SendMoneyBank = screen(
  () => import('../screens/send-money/send-money-screen'),
  (m) => m.SendMoneyBankScreen,
);
const AddMoney = screen(
  () => import('../screens/add-money/add-money-screen'),
  (m) => m.AddMoneyScreen,
);
const Services = screen(
  () => import('../screens/services/services-screen'),
  (m) => m.ServicesScreen,
);
const Service = screen(
  () => import('../screens/services/services-screen'),
  (m) => m.ServiceScreen,
);
const Cards = screen(
  () => import('../screens/cards/cards-screen'),
  (m) => m.CardsScreen,
  (m) => m.prefetchCards,
);
const History = screen(
  () => import('../screens/history/history-screen'),
  (m) => m.HistoryScreen,
  (m) => m.prefetchHistory,
);
const Transaction = screen(
  () => import('../screens/transaction/transaction-screen'),
  (m) => m.TransactionScreen,
);
const Notifications = screen(
  () => import('../screens/notifications/notifications-screen'),
  (m) => m.NotificationsScreen,
);
const Settings = screen(
  () => import('../screens/settings/settings-screen'),
  (m) => m.SettingsScreen,
  (m) => m.prefetchSettings,
);
const moneyTabs = () => import('../screens/settings/money-tabs');
const BankCardsSettings = screen(moneyTabs, (m) => m.BankCardsSettings);
const TierLimitsSettings = screen(moneyTabs, (m) => m.TierLimitsSettings);
const RewardsSettings = screen(moneyTabs, (m) => m.RewardsSettings);
const tabTitle = (segment: string) =>
  `${SETTINGS_TABS.find((t) => t.segment === segment)?.title ?? ''} settings`;
const Unauthorized = screen(
  () => import('../screens/unauthorized/unauthorized-screen'),
  (m) => m.UnauthorizedScreen,
);
export const NotFound = screen(
  () => import('../screens/not-found/not-found-screen'),
  (m) => m.NotFoundScreen,
);

/**
 * The /app routes of SPEC.md 2 (and issue 7's add-money and receipt pages), relative to the base.
 * `roles` limit a route and its children to those roles; the guard in app.tsx sends anyone else to
 * /unauthorized. A redirect's target is relative to the base too.
 */
export const ROUTES: readonly RouteNode<LazyScreen>[] = [
  { path: '', redirect: 'home' },
  {
    path: 'home',
    screen: Home,
    title: 'Home',
    children: [
      { path: 'send-money-user', screen: SendMoneyUser, title: 'Send to Owo user' },
      { path: 'send-money-bank', screen: SendMoneyBank, title: 'Send to bank' },
      { path: 'add-money', screen: AddMoney, title: 'Add money' },
    ],
  },
  {
    path: 'services',
    screen: Services,
    title: 'Services',
    children: [
      {
        path: ':service',
        screen: Service,
        accept: ({ service }) => SERVICES.some((s) => s.segment === service),
        title: ({ service }) => SERVICES.find((s) => s.segment === service)?.title ?? 'Services',
      },
    ],
  },
  { path: 'cards', screen: Cards, title: 'Cards' },
  {
    path: 'history',
    screen: History,
    title: 'History',
    children: [{ path: ':reference', screen: Transaction, title: 'Receipt' }],
  },
  { path: 'notifications', screen: Notifications, title: 'Notifications' },
  {
    path: 'settings',
    redirect: 'settings/profile',
    children: [
      { path: 'bank-cards', screen: BankCardsSettings, title: tabTitle('bank-cards') },
      { path: 'tier-limits', screen: TierLimitsSettings, title: tabTitle('tier-limits') },
      { path: 'rewards', screen: RewardsSettings, title: tabTitle('rewards') },
      {
        path: ':tab',
        screen: Settings,
        accept: ({ tab }) => SETTINGS_TABS.some((t) => t.segment === tab),
        title: ({ tab }) => `${SETTINGS_TABS.find((t) => t.segment === tab)?.title ?? ''} settings`.trim(),
      },
    ],
  },
  { path: 'unauthorized', screen: Unauthorized, title: 'Access denied' },
];

/** The title of a path that is no page. */
export const NOT_FOUND_TITLE = 'Page not found';

/** What a path under the base is: a screen with its params and roles, a redirect, or no page. */
export const matchRoute = createMatcher(ROUTES);

/** Whether a user of `role` may open a route that names `roles`. */
export function allows(roles: readonly string[] | undefined, role: Role): boolean {
  return roles === undefined || roles.includes(role);
}
