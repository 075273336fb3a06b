import { type ReactNode, useId } from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import css from './field.css?inline';

export const fieldStyles = defineStyles(css);

export interface FieldChrome {
  label: ReactNode;
  /** Shown under the control, announced with it (aria-describedby), and marks it aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Keeps the label for assistive technology but hides it on screen. */
  hideLabel?: boolean;
}

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around one control, with the ids that tie them together. */
export function Field({
  label,
  error,
  hint,
  hideLabel,
  id: givenId,
  children,
}: FieldChrome & { id?: string | undefined; children: (control: FieldControlProps) => ReactNode }) {
  useStyles(fieldStyles);
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="owo-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={hideLabel ? 'owo-field__label owo-visually-hidden' : 'owo-field__label'}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="owo-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="owo-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
