import { BankCardsTab } from './bank-cards-tab';
import { RewardsTab } from './rewards/rewards-tab';
import { SettingsScreen } from './settings-screen';
import { TierLimitsTab } from './tier-limits/tier-limits-tab';

// Each money tab is a screen in its own chunk (routing/routes.ts), in the settings frame.
export const BankCardsSettings = () => <SettingsScreen params={{ tab: 'bank-cards' }} Tab={BankCardsTab} />;
export const TierLimitsSettings = () => (
  <SettingsScreen params={{ tab: 'tier-limits' }} Tab={TierLimitsTab} />
);
export const RewardsSettings = () => <SettingsScreen params={{ tab: 'rewards' }} Tab={RewardsTab} />;
