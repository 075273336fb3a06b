import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type Card, cardKeys, cardsApi, showToast, useRuntime } from '../../../internal/runtime';
import { Button } from '../../../ui/button/button';
import { cardName } from './card-words';

/**
 * Freezing asks first, in place, but takes no PIN: stopping a card that may be misused must be quick.
 * Unfreezing takes the PIN (card-panel.tsx). Escape, or Cancel, keeps the card as it is.
 */
export function FreezeButton({ card }: { card: Card }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const freeze = useMutation({
    mutationFn: () => cardsApi(runtime).freeze(card.id),
    onSuccess: () => {
      showToast(runtime.bus, 'success', `${cardName(card)} is frozen`);
      return queryClient.invalidateQueries({ queryKey: cardKeys.all });
    },
  });
  useEffect(() => {
    // The safe answer takes the focus when the question appears.
    if (asking) keep.current?.focus();
  }, [asking]);
  const cancel = () => {
    setAsking(false);
    requestAnimationFrame(() => ask.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || freeze.isPending) return;
    event.stopPropagation();
    cancel();
  };

  if (!asking)
    return (
      <Button ref={ask} variant="secondary" onClick={() => setAsking(true)}>
        Freeze
      </Button>
    );
  return (
    <fieldset className="owo-cards__ask" onKeyDown={onKeyDown}>
      <legend>Freeze this card? Every payment on it is declined until you unfreeze it with your PIN.</legend>
      <div className="owo-cards__actions">
        <Button loading={freeze.isPending} onClick={() => freeze.mutate()} part="freeze-button">
          {freeze.isPending ? 'Freezing…' : 'Freeze card'}
        </Button>
        <Button ref={keep} variant="secondary" onClick={cancel} disabled={freeze.isPending}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
