import { REFERRAL_BONUS, REFERRAL_QUALIFYING_DEBIT, type Referral, type Rewards } from '@owo/core/contract';
import { useState } from 'react';
import { formatDate, formatMoney } from '../../../../internal/runtime';
import { CopyButton } from '../../../../money/copy-button';
import { Button } from '../../../../ui/button/button';
import { EmptyState } from '../../screen';
import { SettingsCard } from '../settings-kit';

const STATES: Record<Referral['state'], { label: string; text: (r: Referral) => string }> = {
  joined: {
    label: 'Joined',
    text: () => `Waiting for a first payment of ${formatMoney(REFERRAL_QUALIFYING_DEBIT)} or more`,
  },
  qualified: { label: 'Qualified', text: () => `Your ${formatMoney(REFERRAL_BONUS)} is on its way` },
  paid: { label: 'Paid', text: (r) => `You received ${formatMoney(r.bonus ?? REFERRAL_BONUS)}` },
};

/** The referral code with Copy and Share, the rule, and the friends who signed up with it. */
export function ReferralCard({ rewards }: { rewards: Rewards }) {
  const { referralCode, referralLink, referralRule, referrals } = rewards;
  return (
    <>
      <SettingsCard id="owo-rewards-referral" title="Invite friends" lead={referralRule}>
        <div className="owo-rewards__code-row">
          <div>
            <span className="owo-settings__muted">Your referral code</span>
            <span className="owo-rewards__code">{referralCode}</span>
          </div>
          <div className="owo-settings__actions">
            <CopyButton value={referralCode} label="Copy code" />
            <ShareButton code={referralCode} link={referralLink} />
          </div>
        </div>
        <p className="owo-settings__muted">
          Your link: <span className="owo-rewards__link">{referralLink}</span>
        </p>
      </SettingsCard>
      <SettingsCard id="owo-rewards-friends" title="Friends you referred">
        {referrals.length === 0 ? (
          <EmptyState title="No friends yet">
            When a friend signs up with your code, they show here with how far they have got.
          </EmptyState>
        ) : (
          <ul className="owo-settings__list" aria-labelledby="owo-rewards-friends">
            {referrals.map((friend) => (
              <li key={friend.id} className="owo-settings__row">
                <div className="owo-settings__who">
                  <p className="owo-settings__name">{friend.name}</p>
                  <p className="owo-settings__muted">
                    Joined {formatDate(friend.joinedAt) ?? ''} · {STATES[friend.state].text(friend)}
                  </p>
                </div>
                <span className="owo-rewards__state" data-state={friend.state}>
                  {STATES[friend.state].label}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SettingsCard>
    </>
  );
}

/** The phone's share sheet where there is one; elsewhere the link is copied, and said so. */
function ShareButton({ code, link }: { code: string; link: string }) {
  const [said, setSaid] = useState('');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: 'Join me on Owo',
          text: `Sign up on Owo with my code ${code}.`,
          url: link,
        });
      } catch {
        // Closed without sharing: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setSaid('Link copied: paste it to a friend');
    } catch {
      setSaid('Could not copy: select the link to copy it');
    }
  };
  return (
    <>
      <Button type="button" variant="secondary" size="small" onClick={() => void share()}>
        Share link
      </Button>
      <span className="owo-copied" aria-live="polite">
        {said}
      </span>
    </>
  );
}
