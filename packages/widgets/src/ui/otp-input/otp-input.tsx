import {
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
} from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { useLatest } from '../../internal/use-latest';
import { OTP_LENGTH } from '../constants';
import { isDigitKey } from '../text-input/digits-only';
import { acceptOtpPaste, otpFromBoxInput, removeOtpDigit, setOtpDigit } from './otp';
import css from './otp-input.css?inline';

const styles = defineStyles(css);

export interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  length?: number;
  label?: string;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A one-time code entry: one box per digit (SPEC.md 5, OTP), with arrow and backspace movement. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = OTP_LENGTH,
  label = 'Verification code',
  error,
  disabled,
  autoFocus,
}: OtpInputProps) {
  useStyles(styles);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = useId();
  // Keys can arrive faster than the owner re-renders with the new value: handlers read this instead,
  // and commit() moves it on at once.
  const current = useLatest(value);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  const commit = (next: string, focusIndex: number) => {
    const previous = current.current;
    current.current = next;
    onChange(next);
    focusBox(focusIndex);
    if (next.length === length && next !== previous) onComplete?.(next);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    const code = current.current;
    if (event.ctrlKey || event.metaKey || event.altKey || key === 'Tab') return;
    if (isDigitKey(key)) {
      event.preventDefault();
      commit(setOtpDigit(code, index, key, length), Math.min(index, code.length) + 1);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (index < code.length) commit(removeOtpDigit(code, index), index);
      else if (index > 0) commit(removeOtpDigit(code, index - 1), index - 1);
    } else if (key === 'Delete') {
      event.preventDefault();
      if (index < code.length) commit(removeOtpDigit(code, index), index);
    } else if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End') {
      event.preventDefault();
      const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 }[key];
      focusBox(target);
    } else if (key.length === 1) {
      // Letters, signs, spaces: never in a code.
      event.preventDefault();
    }
  };

  const onInput = (index: number) => (raw: string) => {
    const next = otpFromBoxInput(current.current, index, raw, length);
    if (next !== null && next !== current.current) commit(next, Math.min(next.length, length - 1));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = acceptOtpPaste(event.clipboardData.getData('text'), length);
    if (code !== null) commit(code, Math.min(code.length, length - 1));
  };

  const onFocus = (index: number) => (event: FocusEvent<HTMLInputElement>) => {
    // Boxes fill left to right: focusing past the first empty one lands on it.
    if (index > current.current.length) focusBox(current.current.length);
    else event.currentTarget.select();
  };

  return (
    <div className="owo-otp">
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would repeat the label on screen. */}
      <div role="group" aria-label={label} className="owo-otp__boxes">
        {Array.from({ length }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions; index is their identity.
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            className="owo-otp__box"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={value[index] ?? ''}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: opt-in, for screens whose only task is entering the code.
            autoFocus={autoFocus && index === 0}
            onKeyDown={onKeyDown(index)}
            onChange={(event) => onInput(index)(event.currentTarget.value)}
            onPaste={onPaste}
            onFocus={onFocus(index)}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="owo-otp__error">
          {error}
        </p>
      )}
    </div>
  );
}
