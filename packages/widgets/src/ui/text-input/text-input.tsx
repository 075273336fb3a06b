import type { ChangeEvent, ClipboardEvent, InputHTMLAttributes, KeyboardEvent, Ref } from 'react';
import { Field, type FieldChrome } from '../field/field';
import { insertAtCaret, isAllowedDigitsOnlyKey, stripNonDigits } from './digits-only';

export interface TextInputProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** SPEC.md 5's digits-only mode: keys other than digits and editing keys are blocked, non-digits stripped. */
  digitsOnly?: boolean;
  /** The value after digits-only stripping; called with every change. */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({
  label,
  error,
  hint,
  hideLabel,
  digitsOnly = false,
  onValueChange,
  onChange,
  onKeyDown,
  onPaste,
  id,
  className,
  type = 'text',
  ...rest
}: TextInputProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (digitsOnly && !isAllowedDigitsOnlyKey(event)) event.preventDefault();
    onKeyDown?.(event);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (digitsOnly) {
      const digits = stripNonDigits(event.currentTarget.value);
      if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
    }
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (!digitsOnly || event.defaultPrevented) return;
    const text = event.clipboardData.getData('text');
    const digits = stripNonDigits(text);
    if (digits === text) return;
    event.preventDefault();
    insertAtCaret(event.currentTarget, digits);
  };
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={id}>
      {(control) => (
        <input
          {...rest}
          {...control}
          type={type}
          inputMode={digitsOnly ? 'numeric' : rest.inputMode}
          className={['owo-field__control', className].filter(Boolean).join(' ')}
          onKeyDown={handleKeyDown}
          onChange={handleChange}
          onPaste={handlePaste}
        />
      )}
    </Field>
  );
}
