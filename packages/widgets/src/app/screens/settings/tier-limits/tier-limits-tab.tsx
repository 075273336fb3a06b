import type { Tiers } from '@owo/core/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  formatDate,
  formatMoney,
  notificationKeys,
  tiersQueryOptions,
  useRuntime,
  walletKeys,
} from '../../../../internal/runtime';
import { defineStyles, useStyles } from '../../../../internal/shadow-styles';
import { LoadError, Loading, SettingsCard } from '../settings-kit';
import { LimitMeter } from './limit-meter';
import css from './tier-limits.css?inline';
import { Tier2Form, Tier3Form } from './upgrade-forms';

const styles = defineStyles(css, 'element');

/**
 * /app/settings/tier-limits: the person's tier, its limits with what today (and the balance) used of
 * them, what the next tier needs with its form or the review in progress, and every tier side by side.
 */
export function TierLimitsTab() {
  useStyles(styles);
  const runtime = useRuntime();
  const tiers = useQuery(tiersQueryOptions(runtime));
  const raised = useRaisedTier(tiers.data?.current);
  if (tiers.isPending) return <Loading label="Loading your tier and limits" />;
  if (tiers.isError) return <LoadError what="your tier and limits" onRetry={() => void tiers.refetch()} />;
  const data = tiers.data;
  const tier = data.tiers.find((t) => t.tier === data.current);
  const next = data.tiers.find((t) => t.tier === data.current + 1);
  return (
    <div className="owo-settings">
      {raised !== null && (
        <p className="owo-tiers__approved" role="status">
          Approved: you are now on Tier {raised}. Your new limits apply from now.
        </p>
      )}
      <SettingsCard
        id="owo-tiers-current"
        title={`Your tier: ${tier?.name ?? `Tier ${data.current}`}`}
        lead="What you can move, and what today has used of it."
      >
        {tier && (
          <div className="owo-tiers__limits">
            <div className="owo-tiers__limit">
              <div className="owo-tiers__limit-head">
                <span className="owo-settings__name">Single transaction</span>
                <span>{formatMoney(tier.singleTransaction)}</span>
              </div>
              <p className="owo-settings__muted">The most one payment or transfer can be.</p>
            </div>
            <LimitMeter
              id="owo-tiers-daily"
              label="Daily limit"
              used={data.usage.today}
              limit={tier.daily}
              usedWord="used today"
            />
            {tier.maxBalance === null ? (
              <div className="owo-tiers__limit">
                <div className="owo-tiers__limit-head">
                  <span className="owo-settings__name">Maximum balance</span>
                  <span>No maximum</span>
                </div>
              </div>
            ) : (
              <LimitMeter
                id="owo-tiers-balance"
                label="Maximum balance"
                used={data.usage.balance}
                limit={tier.maxBalance}
                usedWord="in your wallet"
              />
            )}
          </div>
        )}
        <IdentityOnFile identity={data.identity} />
      </SettingsCard>
      {next ? (
        <SettingsCard
          id="owo-tiers-next"
          title={`Upgrade to ${next.name}`}
          lead={`You need: ${next.requires}.`}
        >
          <p>
            Daily limit {formatMoney(next.daily)}, up to {formatMoney(next.singleTransaction)} a payment
            {next.maxBalance === null
              ? ', and no maximum balance.'
              : `, and a balance of up to ${formatMoney(next.maxBalance)}.`}
          </p>
          {data.pending ? <Review pending={data.pending} /> : next.tier === 2 ? <Tier2Form /> : <Tier3Form />}
        </SettingsCard>
      ) : (
        <SettingsCard id="owo-tiers-next" title="You are on the highest tier">
          <p>Your account has the highest limits Owo offers.</p>
        </SettingsCard>
      )}
      <SettingsCard id="owo-tiers-all" title="Every tier">
        <TierTable data={data} />
      </SettingsCard>
    </div>
  );
}

/**
 * The tier the person just reached, once the tiers show it higher than before (an approval here, or a
 * review decided while watching). Home's "Tier N · daily limit" line reads the wallet, so that goes stale
 * too, and the inbox, which has the approval's notice.
 */
function useRaisedTier(current: number | undefined): number | null {
  const queryClient = useQueryClient();
  const seen = useRef(current);
  const [raised, setRaised] = useState<number | null>(null);
  useEffect(() => {
    if (current === undefined) return;
    if (seen.current !== undefined && current > seen.current) {
      setRaised(current);
      void queryClient.invalidateQueries({ queryKey: walletKeys.wallet, exact: true });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
    seen.current = current;
  }, [current, queryClient]);
  return raised;
}

function Review({ pending }: { pending: NonNullable<Tiers['pending']> }) {
  return (
    <div className="owo-settings__pending" role="status">
      <p>
        <strong>Your Tier {pending.tier} upgrade is being reviewed.</strong> It usually takes a few minutes;
        this page updates by itself, and we will notify you when it is done.
      </p>
      <p className="owo-settings__muted">Sent {formatDate(pending.submittedAt) ?? 'just now'}</p>
    </div>
  );
}

function IdentityOnFile({ identity }: { identity: Tiers['identity'] }) {
  if (!identity.bvn && !identity.nin) return null;
  return (
    <dl className="owo-tiers__identity">
      {identity.bvn && (
        <div>
          <dt>BVN on file</dt>
          <dd>{identity.bvn}</dd>
        </div>
      )}
      {identity.nin && (
        <div>
          <dt>NIN on file</dt>
          <dd>{identity.nin}</dd>
        </div>
      )}
    </dl>
  );
}

function TierTable({ data }: { data: Tiers }) {
  return (
    <table className="owo-settings__matrix">
      <thead>
        <tr>
          <th scope="col">Tier</th>
          <th scope="col">Single transaction</th>
          <th scope="col">Daily</th>
          <th scope="col">Maximum balance</th>
          <th scope="col">What it needs</th>
        </tr>
      </thead>
      <tbody>
        {data.tiers.map((t) => (
          <tr key={t.tier} aria-current={t.tier === data.current ? 'true' : undefined}>
            <th scope="row">
              {t.name}
              {t.tier === data.current && <span className="owo-settings__badge">Your tier</span>}
            </th>
            <td>{formatMoney(t.singleTransaction)}</td>
            <td>{formatMoney(t.daily)}</td>
            <td>{t.maxBalance === null ? 'No maximum' : formatMoney(t.maxBalance)}</td>
            <td>{t.requires}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
