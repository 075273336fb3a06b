import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type BankCard, bankCardsQueryOptions, useRuntime } from '../../../internal/runtime';
import { ConfirmProvider } from '../../../ui/confirm-dialog/confirm-provider';
import { AddBankCard } from './add-bank-card';
import { SavedCardRow } from './saved-card-row';
import { LoadError, Loading, SettingsCard } from './settings-kit';
import { TopUp } from './top-up';

/**
 * /app/settings/bank-cards: the debit cards saved to add money from (brand, last four, expiry, bank;
 * the number stays with the card processor), a card added with its bank's one-time code when it asks
 * for one, and money added from a saved card with the PIN.
 */
export function BankCardsTab() {
  const runtime = useRuntime();
  const cards = useQuery(bankCardsQueryOptions(runtime));
  const [topUpCard, setTopUpCard] = useState<BankCard | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // A card removed while its top-up is open takes the top-up with it.
  const chosen = topUpCard && cards.data?.find((card) => card.id === topUpCard.id);
  const closeTopUp = () => {
    setTopUpCard(null);
    requestAnimationFrame(() => title.current?.focus());
  };
  return (
    <ConfirmProvider>
      <div className="owo-settings owo-settings--columns">
        <SettingsCard
          id="owo-settings-cards"
          title="Saved cards"
          titleRef={title}
          lead="Add money from these cards in seconds. Owo keeps only the last four digits; the card number stays with our card processor."
        >
          {cards.isPending ? (
            <Loading label="Loading your cards" />
          ) : cards.isError ? (
            <LoadError what="your cards" onRetry={() => void cards.refetch()} />
          ) : cards.data.length === 0 ? (
            <p className="owo-settings__muted">No cards yet. Add a debit card below to add money from it.</p>
          ) : (
            <ul className="owo-settings__list" aria-label="Saved cards">
              {cards.data.map((card) => (
                <SavedCardRow key={card.id} card={card} onAddMoney={() => setTopUpCard(card)} />
              ))}
            </ul>
          )}
        </SettingsCard>
        {chosen ? <TopUp key={chosen.id} card={chosen} onClose={closeTopUp} /> : <AddBankCard />}
      </div>
    </ConfirmProvider>
  );
}
