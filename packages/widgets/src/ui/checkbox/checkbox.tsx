import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { fieldStyles } from '../field/field';
import css from './checkbox.css?inline';

const styles = defineStyles(css);

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox (so forms, keyboard and assistive technology get the real thing), restyled. */
export function Checkbox({
  label,
  error,
  onCheckedChange,
  onChange,
  id: givenId,
  className,
  ...rest
}: CheckboxProps) {
  useStyles(fieldStyles);
  useStyles(styles);
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.currentTarget.checked);
  };
  return (
    <div className={['owo-checkbox', className].filter(Boolean).join(' ')}>
      <label className="owo-checkbox__row" htmlFor={id}>
        <input
          {...rest}
          id={id}
          type="checkbox"
          className="owo-checkbox__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={handleChange}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="owo-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
