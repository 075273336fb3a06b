import type { KeyboardEvent, ReactNode } from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { useLatest } from '../../internal/use-latest';
import { PIN_LENGTH } from '../constants';
import { KEYPAD_LAYOUT, type KeypadKey, keypadKeyFor, pressKeypad } from './keypad';
import css from './pin-keypad.css?inline';

const styles = defineStyles(css);

export interface PinKeypadProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  disabled?: boolean;
  /** Shown above the keys and announced. */
  error?: ReactNode;
  label?: string;
}

/** A controlled numeric keypad (SPEC.md 2 and 4): dots show progress; digits also come from the keyboard. */
export function PinKeypad({
  value,
  onChange,
  maxLength = PIN_LENGTH,
  disabled = false,
  error,
  label = 'PIN',
}: PinKeypadProps) {
  useStyles(styles);
  // Presses can come faster than the owner re-renders with the new value; this moves on at once.
  const current = useLatest(value);
  const press = (key: KeypadKey) => {
    const next = pressKeypad(current.current, key, maxLength, disabled);
    if (next === current.current) return;
    current.current = next;
    onChange(next);
  };
  // A held Enter or Space repeats: the repeats would land on the key focused when the keypad appeared
  // under the button that showed it ("Confirm and enter PIN"), so only a fresh key press presses a key.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.repeat && (event.key === 'Enter' || event.key === ' ')) return event.preventDefault();
    const key = keypadKeyFor(event.key);
    if (!key || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    press(key);
  };
  // Typing digits anywhere in the keypad presses them.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would repeat the label on screen.
    <div
      className="owo-keypad"
      role="group"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
    >
      <div className="owo-keypad__dots" aria-hidden="true">
        {Array.from({ length: maxLength }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions; index is their identity.
          <span key={index} className="owo-keypad__dot" data-filled={index < value.length || undefined} />
        ))}
      </div>
      <p className="owo-visually-hidden" aria-live="polite">
        {`${value.length} of ${maxLength} digits entered`}
      </p>
      {error && (
        <p className="owo-keypad__error" role="alert">
          {error}
        </p>
      )}
      <div className="owo-keypad__keys">
        {KEYPAD_LAYOUT.map((key, index) =>
          key === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blank cell has no other identity.
            <span key={`blank-${index}`} className="owo-keypad__blank" />
          ) : (
            <button
              key={key}
              type="button"
              className="owo-keypad__key"
              data-key={key}
              disabled={disabled}
              aria-label={key === 'backspace' ? 'Delete last digit' : undefined}
              onClick={() => press(key)}
            >
              {key === 'backspace' ? (
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path
                    d="M21 5H9l-6 7 6 7h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1zM17 9l-6 6M11 9l6 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                key
              )}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
