import type { ComponentType } from 'react';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { SETTINGS_TABS } from '../../pages';
import type { RouteParams } from '../../routing/match-route';
import { Link, useAppRouter } from '../../routing/router';
import { EmptyState } from '../screen';
import screenCss from '../screen.css?inline';
import { BankCardsTab } from './bank-cards-tab';
import { PreferenceTab } from './preference-tab';
import { ProfileTab } from './profile-tab';
import { RewardsTab } from './rewards/rewards-tab';
import { SecurityTab } from './security-tab';
import css from './settings.css?inline';
import { TierLimitsTab } from './tier-limits/tier-limits-tab';

const styles = [defineStyles(screenCss, 'element'), defineStyles(css, 'element')] as const;

/** Every tab of SPEC.md's six, each its own component. */
const TABS: Record<string, ComponentType> = {
  profile: ProfileTab,
  'bank-cards': BankCardsTab,
  security: SecurityTab,
  preference: PreferenceTab,
  'tier-limits': TierLimitsTab,
  rewards: RewardsTab,
};

/** /app/settings/<tab>: title 'Profile Setting', a breadcrumb and the six tabs (SPEC.md 2). */
export function SettingsScreen({ params }: { params: RouteParams }) {
  useStyles(styles[0]);
  useStyles(styles[1]);
  const { base } = useAppRouter();
  const tab = params.tab ?? 'profile';
  const current = SETTINGS_TABS.find((t) => t.segment === tab);
  const Working = TABS[tab];
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
