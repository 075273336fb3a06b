import type { Card } from '../../../internal/runtime';
import { CARD_STATUS, expiry } from './card-words';

/** A card's status as a badge in SPEC.md 4's colours, named in words. */
export function CardStatusBadge({ card }: { card: Card }) {
  const { label, tone } = CARD_STATUS[card.status];
  return (
    <span className="owo-status" data-tone={tone}>
      {label}
    </span>
  );
}

/**
 * The card as it would look in a wallet: its name, the last four digits, the expiry, the brand and its
 * status. Never the full number: that stays with the issuer ("Show details").
 */
export function CardFace({ card }: { card: Card }) {
  const expires = expiry(card);
  return (
    <div className="owo-cards__face" data-status={card.status} part="card">
      <div className="owo-cards__face-row">
        <span className="owo-cards__face-label">{card.label || 'Dollar card'}</span>
        <CardStatusBadge card={card} />
      </div>
      <p className="owo-cards__face-number">
        <span aria-hidden="true">•••• •••• •••• {card.last4 ?? '••••'}</span>
        <span className="owo-visually-hidden">
          {card.last4 ? `Card ending in ${card.last4}` : 'Card number not issued yet'}
        </span>
      </p>
      <div className="owo-cards__face-row">
        <span>{expires ? `Expires ${expires}` : 'USD'}</span>
        <span className="owo-cards__face-brand">VISA</span>
      </div>
    </div>
  );
}
