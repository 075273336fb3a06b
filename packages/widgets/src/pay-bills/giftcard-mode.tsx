export type GiftCardModeValue = 'buy' | 'sell';

const MODES: Array<[GiftCardModeValue, string]> = [
  ['buy', 'Buy a card'],
  ['sell', 'Sell a card'],
];

/** Gift cards go both ways: buying one from the wallet, or selling one for naira into it. */
export function GiftCardMode({
  value,
  onChange,
}: {
  value: GiftCardModeValue;
  onChange: (mode: GiftCardModeValue) => void;
}) {
  return (
    <fieldset className="owo-pay__services" part="giftcard-mode">
      <legend className="owo-visually-hidden">Buy or sell</legend>
      {MODES.map(([mode, label]) => (
        <button
          key={mode}
          type="button"
          className="owo-pay__service"
          aria-pressed={mode === value}
          onClick={() => onChange(mode)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
