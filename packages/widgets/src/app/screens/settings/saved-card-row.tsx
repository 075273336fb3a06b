import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BankCard, bankCardKeys, bankCardsApi, showToast, useRuntime } from '../../../internal/runtime';
import { Button } from '../../../ui/button/button';
import { useConfirm } from '../../../ui/confirm-dialog/confirm-provider';
import { BRAND_NAMES, cardName, expiryOf } from './card-input';

/** "Visa •••• 4081" on screen; "Visa ending 4081" to a screen reader. */
export function CardTitle({ card }: { card: BankCard }) {
  return (
    <>
      {BRAND_NAMES[card.brand]} <span aria-hidden="true">••••</span>
      <span className="owo-visually-hidden"> ending</span> {card.last4}
    </>
  );
}

/** One saved card: what identifies it, and Add money, Make default and Remove (which asks first). */
export function SavedCardRow({ card, onAddMoney }: { card: BankCard; onAddMoney: () => void }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const name = cardName(card);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bankCardKeys.all });
  const makeDefault = useMutation({
    mutationFn: () => bankCardsApi(runtime).setDefault(card.id),
    onSuccess: () => {
      showToast(runtime.bus, 'success', `${name} is now your default card`);
      return refresh();
    },
  });
  const remove = () =>
    confirm({
      title: `Remove ${name}?`,
      text: 'It will no longer add money to your wallet. Top-ups already made stay in your history. You can add it again later.',
      confirmText: 'Remove card',
      danger: true,
      handler: async () => {
        await bankCardsApi(runtime).remove(card.id);
        showToast(runtime.bus, 'success', `${name} has been removed`);
        await refresh();
      },
    });
  return (
    <li className="owo-settings__row">
      <div className="owo-settings__who">
        <p className="owo-settings__name">
          <CardTitle card={card} />
          {card.isDefault && <span className="owo-settings__badge">Default</span>}
        </p>
        <p className="owo-settings__muted">
          {card.bank} · Expires {expiryOf(card)}
        </p>
      </div>
      <div className="owo-settings__actions">
        <Button size="small" aria-label={`Add money from ${name}`} onClick={onAddMoney}>
          Add money
        </Button>
        {!card.isDefault && (
          <Button
            variant="secondary"
            size="small"
            aria-label={`Make default: ${name}`}
            loading={makeDefault.isPending}
            onClick={() => makeDefault.mutate()}
          >
            Make default
          </Button>
        )}
        <Button variant="secondary" size="small" aria-label={`Remove ${name}`} onClick={() => void remove()}>
          Remove
        </Button>
      </div>
    </li>
  );
}
