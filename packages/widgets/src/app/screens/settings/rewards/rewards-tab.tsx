import { POINT_VALUE_KOBO, type RewardEntry } from '@owo/core/contract';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney, rewardsQueryOptions, useRuntime } from '../../../../internal/runtime';
import { defineStyles, useStyles } from '../../../../internal/shadow-styles';
import { EmptyState } from '../../screen';
import { LoadError, Loading, SettingsCard } from '../settings-kit';
import { Redeem } from './redeem';
import { ReferralCard } from './referral-card';
import css from './rewards.css?inline';

const styles = defineStyles(css, 'element');

const KINDS: Record<RewardEntry['kind'], string> = {
  earned: 'Earned',
  taken_back: 'Taken back',
  redeemed: 'Redeemed',
};

/** /app/settings/rewards: points from bills and their rule, redeeming, the history, and referrals. */
export function RewardsTab() {
  useStyles(styles);
  const runtime = useRuntime();
  const rewards = useQuery(rewardsQueryOptions(runtime));
  if (rewards.isPending) return <Loading label="Loading your rewards" />;
  if (rewards.isError) return <LoadError what="your rewards" onRetry={() => void rewards.refetch()} />;
  const { points, rule, history } = rewards.data;
  return (
    <div className="owo-settings owo-settings--columns">
      <SettingsCard id="owo-rewards-points" title="Your points" lead={rule}>
        <p className="owo-rewards__points">
          <span>
            {points.toLocaleString('en-NG')} {points === 1 ? 'point' : 'points'}
          </span>
          <span className="owo-settings__muted">Worth {formatMoney(points * POINT_VALUE_KOBO)}</span>
        </p>
        <Redeem points={points} />
      </SettingsCard>
      <ReferralCard rewards={rewards.data} />
      <SettingsCard id="owo-rewards-history" title="Points history">
        {history.length === 0 ? (
          <EmptyState title="No points yet">
            Pay a bill or buy airtime or data: every ₦100 earns a point once it completes.
          </EmptyState>
        ) : (
          <ul className="owo-settings__list" aria-labelledby="owo-rewards-history">
            {history.map((entry) => (
              <li key={entry.id} className="owo-settings__row">
                <div className="owo-settings__who">
                  <p className="owo-settings__name">{entry.description}</p>
                  <p className="owo-settings__muted">
                    {KINDS[entry.kind]} · {formatDate(entry.createdAt) ?? ''}
                  </p>
                </div>
                <span className="owo-rewards__change" data-sign={entry.points < 0 ? 'minus' : 'plus'}>
                  {entry.points < 0 ? '−' : '+'}
                  {Math.abs(entry.points).toLocaleString('en-NG')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SettingsCard>
    </div>
  );
}
