import type { ChangeEvent, Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldChrome } from '../field/field';

export interface TextAreaProps extends FieldChrome, TextareaHTMLAttributes<HTMLTextAreaElement> {
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  error,
  hint,
  hideLabel,
  id,
  className,
  onChange,
  onValueChange,
  ...rest
}: TextAreaProps) {
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={id}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          className={['owo-field__control', className].filter(Boolean).join(' ')}
          onChange={handleChange}
        />
      )}
    </Field>
  );
}
