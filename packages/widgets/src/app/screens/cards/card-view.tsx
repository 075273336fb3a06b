import { useQuery } from '@tanstack/react-query';
import { type BillingAddress, type Card, devToolsQueryOptions, useRuntime } from '../../../internal/runtime';
import { useAfterPaint } from '../../../internal/use-after-paint';
import { CopyButton } from '../../../money/copy-button';
import { SummaryRows } from '../../../money/summary-rows';
import { Button } from '../../../ui/button/button';
import { CardActivity } from './card-activity';
import { CardFace } from './card-face';
import type { PinAction, PinDone } from './card-panel';
import { isLive, usd } from './card-words';
import { FreezeButton } from './freeze-button';
import type { CardPurpose } from './quote';
import { RevealFrame } from './reveal-frame';
import { SimulateChargeForm } from './simulate-charge-form';

/** What the card's state means for the person, under its balance. */
const NOTES: Partial<Record<Card['status'], string>> = {
  pending: 'The card issuer is creating this card. It can be used as soon as it is active.',
  frozen: 'This card is frozen: every payment on it is declined until you unfreeze it.',
  terminated: 'This card is terminated and can never be used again. Its balance went back to your wallet.',
  failed: 'We could not create this card. The money is back in your wallet, the fees included.',
};

interface Props {
  card: Card;
  onAsk: (action: PinAction) => void;
  onMoney: (purpose: CardPurpose) => void;
  /** The issuer's page with the details, while it shows (after the PIN). */
  revealed: (PinDone & { action: 'reveal' }) | null;
  onHide: () => void;
}

export function CardView({ card, onAsk, onMoney, revealed, onHide }: Props) {
  const { status } = card;
  const usable = status === 'active' || status === 'frozen';
  // The address, the activity and the sandbox's form are below the card: drawn, and their data asked for,
  // once the card is on screen.
  const below = useAfterPaint();
  return (
    <>
      <article className="owo-app__card owo-cards__main" aria-labelledby="owo-cards-balance">
        <CardFace card={card} />
        <div className="owo-cards__summary">
          <h2 id="owo-cards-balance" className="owo-cards__label">
            Card balance
          </h2>
          <p className="owo-cards__balance">{usd(card.balance)}</p>
          {NOTES[status] && <p className="owo-cards__note">{NOTES[status]}</p>}
          {card.failureReason && <p className="owo-cards__note">{card.failureReason}</p>}
          {usable && (
            <div className="owo-cards__actions">
              <Button onClick={() => onMoney('card_fund')} part="fund-button">
                Fund
              </Button>
              <Button variant="secondary" onClick={() => onMoney('card_withdraw')}>
                Withdraw
              </Button>
              {status === 'active' ? (
                <>
                  <Button variant="secondary" onClick={() => onAsk('reveal')}>
                    Show details
                  </Button>
                  <FreezeButton card={card} />
                </>
              ) : (
                <Button variant="secondary" onClick={() => onAsk('unfreeze')}>
                  Unfreeze
                </Button>
              )}
              <Button variant="ghost" onClick={() => onAsk('terminate')}>
                Terminate
              </Button>
            </div>
          )}
        </div>
      </article>
      {revealed && <RevealFrame card={card} reveal={revealed.reveal} at={revealed.at} onEnd={onHide} />}
      {below && isLive(card) && <Address address={card.billingAddress} />}
      {below && status !== 'failed' && (
        <CardActivity card={card} onFund={usable ? () => onMoney('card_fund') : null} />
      )}
      {below && card.last4 && <SandboxCharge card={card} />}
    </>
  );
}

/** The sandbox's charge form, where the dev tools run (the health check says so). */
function SandboxCharge({ card }: { card: Card }) {
  const devTools = useQuery(devToolsQueryOptions(useRuntime()));
  return devTools.data ? <SimulateChargeForm card={card} /> : null;
}

/** The billing address shops ask for at checkout, as the issuer registered it, with a copy button. */
function Address({ address }: { address: BillingAddress }) {
  const rows: [string, string][] = [
    ['Street', address.line1],
    ['City', address.city],
    ['State', address.state],
    ['ZIP code', address.postalCode],
    ['Country', address.country],
  ];
  return (
    <section className="owo-app__card" aria-labelledby="owo-cards-address">
      <h2 id="owo-cards-address">Billing address</h2>
      <p className="owo-cards__note">Give this address when a shop asks for the card's billing address.</p>
      <SummaryRows className="owo-cards__rows" rows={rows} />
      <CopyButton value={rows.map(([, value]) => value).join('\n')} label="Copy address" />
    </section>
  );
}
