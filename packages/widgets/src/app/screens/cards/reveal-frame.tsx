import { useEffect } from 'react';
import { CARD_REVEAL_SECONDS, type Card, type CardReveal, useRuntime } from '../../../internal/runtime';
import { useCountdown } from '../../../internal/use-countdown';
import { Button } from '../../../ui/button/button';
import { cardName } from './card-words';

/**
 * The card's number, expiry and CVV, on the issuer's one-time page in a frame: Owo's own answers never
 * carry them. Shown for CARD_REVEAL_SECONDS from when the page was given (this page's clock), then the
 * frame is removed; the page cannot be opened again, so nothing re-renders it.
 */
export function RevealFrame({
  card,
  reveal,
  at,
  onEnd,
}: {
  card: Card;
  reveal: CardReveal;
  at: number;
  onEnd: () => void;
}) {
  const runtime = useRuntime();
  const until = at + CARD_REVEAL_SECONDS * 1000;
  const { start } = useCountdown();
  useEffect(() => {
    start(Math.max(0, until - Date.now()) / 1000);
  }, [until, start]);
  const remaining = Math.max(0, Math.min(CARD_REVEAL_SECONDS, Math.ceil((until - Date.now()) / 1000)));
  useEffect(() => {
    if (remaining === 0) onEnd();
  }, [remaining, onEnd]);
  // The issuer's page is on the API's origin: a path is read against it, not against the page's.
  const src = new URL(reveal.url, runtime.config.apiBase || document.baseURI).href;

  return (
    <section className="owo-app__card owo-cards__reveal" aria-labelledby="owo-cards-reveal">
      <h2 id="owo-cards-reveal">Card details</h2>
      <iframe
        className="owo-cards__frame"
        src={src}
        title={`Number, expiry and CVV of ${cardName(card)}`}
        referrerPolicy="no-referrer"
      />
      <p className="owo-cards__note">
        Hidden in {remaining} s. Never share these details with anyone who calls or messages you.
      </p>
      <Button variant="secondary" onClick={onEnd}>
        Hide details
      </Button>
    </section>
  );
}
