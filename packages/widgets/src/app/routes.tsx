import type { ReactNode } from 'react';
import { SERVICES, SETTINGS_TABS } from './pages';
import { HomeScreen } from './screens/home';
import { SendMoneyBankScreen, SendMoneyUserScreen } from './screens/send-money';
import { ServiceScreen, ServicesScreen } from './screens/services';
import { SettingsScreen } from './screens/settings';
import { CardsScreen, HistoryScreen, NotFoundScreen, UnauthorizedScreen } from './screens/simple';

export type Role = 'user' | 'admin';

/** What a path under the base resolves to: a screen (with the roles it needs, if any) or a redirect. */
export type Resolved = { redirect: string } | { screen: ReactNode; roles?: readonly Role[] };

/** The /app routes of SPEC.md 2, relative to the base ('' is the base itself). */
export function resolveRoute(rest: string): Resolved {
  const [first = '', second, third] = rest.split('/');
  if (third !== undefined) return { screen: <NotFoundScreen /> };
  switch (first) {
    case '':
      return { redirect: 'home' };
    case 'home':
      if (second === undefined) return { screen: <HomeScreen /> };
      if (second === 'send-money-user') return { screen: <SendMoneyUserScreen /> };
      if (second === 'send-money-bank') return { screen: <SendMoneyBankScreen /> };
      break;
    case 'services':
      if (second === undefined) return { screen: <ServicesScreen /> };
      if (SERVICES.some((s) => s.segment === second)) return { screen: <ServiceScreen segment={second} /> };
      break;
    case 'cards':
      if (second === undefined) return { screen: <CardsScreen /> };
      break;
    case 'history':
      if (second === undefined) return { screen: <HistoryScreen /> };
      break;
    case 'settings':
      if (second === undefined) return { redirect: 'settings/profile' };
      if (SETTINGS_TABS.some((t) => t.segment === second)) return { screen: <SettingsScreen tab={second} /> };
      break;
    case 'unauthorized':
      if (second === undefined) return { screen: <UnauthorizedScreen /> };
      break;
  }
  return { screen: <NotFoundScreen /> };
}
