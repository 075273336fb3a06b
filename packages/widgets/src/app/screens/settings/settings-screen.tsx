import { useSession } from '../../../internal/runtime';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { SETTINGS_TABS } from '../../pages';
import type { RouteParams } from '../../routing/match-route';
import { Link, useAppRouter } from '../../routing/router';
import { EmptyState } from '../screen';
import screenCss from '../screen.css?inline';
import css from './settings.css?inline';

const styles = [defineStyles(screenCss, 'element'), defineStyles(css, 'element')] as const;

function ProfileTab() {
  const { user } = useSession();
  if (!user) return null;
  const rows: Array<[string, string]> = [
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['Email', user.email],
    ['Username', user.username],
    ['Phone number', user.phoneNumber],
  ];
  return (
    <dl className="owo-app__record">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const LATER: Record<string, string> = {
  'bank-cards': 'Bank accounts and cards you link for withdrawals will be listed here.',
  security:
    'Your transaction PIN protects every payment. Password and PIN changes from this page come in a later release.',
  preference:
    'Notification and display preferences come in a later release; the theme switch is in the header.',
  'tier-limits': 'Your account tier and its daily limits will show here once wallets open.',
  rewards: 'Rewards you earn from payments and referrals will show here.',
};

/** /app/settings/<tab>: title 'Profile Setting', a breadcrumb and the six tabs (SPEC.md 2). */
export function SettingsScreen({ params }: { params: RouteParams }) {
  useStyles(styles[0]);
  useStyles(styles[1]);
  const { base } = useAppRouter();
  const tab = params.tab ?? 'profile';
  const current = SETTINGS_TABS.find((t) => t.segment === tab);
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
        {tab === 'profile' ? (
          <ProfileTab />
        ) : (
          <EmptyState title={`${current?.title ?? ''} coming soon`}>{LATER[tab]}</EmptyState>
        )}
      </div>
    </section>
  );
}
