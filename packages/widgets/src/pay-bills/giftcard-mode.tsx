import { ToggleButtons } from './toggle-buttons';

export type GiftCardModeValue = 'buy' | 'sell';

const MODES = [
  ['buy', 'Buy a card'],
  ['sell', 'Sell a card'],
] as const;

/** Gift cards go both ways: buying one from the wallet, or selling one for naira into it. */
export function GiftCardMode({
  value,
  onChange,
}: {
  value: GiftCardModeValue;
  onChange: (mode: GiftCardModeValue) => void;
}) {
  return (
    <ToggleButtons
      legend="Buy or sell"
      part="giftcard-mode"
      options={MODES}
      value={value}
      onChange={onChange}
    />
  );
}
