import type { ComponentType } from 'react';
import { meQueryOptions } from '../../../internal/runtime';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { SETTINGS_TABS } from '../../pages';
import type { RouteParams } from '../../routing/match-route';
import { Link, useAppRouter } from '../../routing/router';
import type { ScreenPrefetch } from '../../routing/routes';
import { EmptyState } from '../screen';
import screenCss from '../screen.css?inline';
import { PreferenceTab } from './preference-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import css from './settings.css?inline';

const styles = [defineStyles(screenCss, 'element'), defineStyles(css, 'element')] as const;

/**
 * The account tabs, in this chunk. The money tabs (Bank Cards, Tier Limits, Rewards) are screens of their
 * own (settings/money-tabs.tsx), each its own chunk, that hand their tab to this frame: the settings chunk
 * stays within a lazily loaded screen's budget (DESIGN.md: 15 kB).
 */
const TABS: Record<string, ComponentType> = {
  profile: ProfileTab,
  security: SecurityTab,
  preference: PreferenceTab,
};

/** The profile tab's details (the tab the settings open on). */
export const prefetchSettings: ScreenPrefetch = (client, runtime, params) => {
  if ((params.tab ?? 'profile') === 'profile') void client.prefetchQuery(meQueryOptions(runtime));
};

/** /app/settings/<tab>: title 'Profile Setting', a breadcrumb and the six tabs (SPEC.md 2). */
export function SettingsScreen({ params, Tab }: { params: RouteParams; Tab?: ComponentType }) {
  useStyles(styles[0]);
  useStyles(styles[1]);
  const { base } = useAppRouter();
  const tab = params.tab ?? 'profile';
  const current = SETTINGS_TABS.find((t) => t.segment === tab);
  const Working = Tab ?? TABS[tab];
  return (
    <section className="owo-app__screen" aria-labelledby="owo-app-screen-title">
      <nav aria-label="Breadcrumb" className="owo-app__breadcrumb">
        <ol>
          <li>
            <Link to={`${base}/home`}>Home</Link>
          </li>
          <li>
            <Link to={`${base}/settings/profile`}>Settings</Link>
          </li>
          <li aria-current="page">{current?.title}</li>
        </ol>
      </nav>
      <h1 id="owo-app-screen-title" className="owo-app__title">
        Profile Setting
      </h1>
      <nav aria-label="Settings" className="owo-app__tabs">
        {SETTINGS_TABS.map((t) => (
          <Link
            key={t.segment}
            to={`${base}/settings/${t.segment}`}
            className="owo-app__tab"
            aria-current={t.segment === tab ? 'page' : undefined}
          >
            {t.title}
          </Link>
        ))}
      </nav>
      <div className="owo-app__panel">
        <h2 className="owo-app__subtitle">{current?.title}</h2>
        {Working ? (
          <Working />
        ) : (
          <EmptyState title="No such settings page">Choose one of the tabs above.</EmptyState>
        )}
      </div>
    </section>
  );
}
