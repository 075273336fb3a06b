import { type ReactNode, useId } from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import css from './switch.css?inline';

const styles = defineStyles(css);

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
}

/** An on/off switch: a button with role=switch (Space and Enter toggle it), labelled by its <label>. */
export function Switch({ checked, onCheckedChange, label, hideLabel, disabled, id: givenId }: SwitchProps) {
  useStyles(styles);
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className="owo-switch">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        data-state={checked ? 'checked' : 'unchecked'}
        className="owo-switch__track"
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="owo-switch__thumb" aria-hidden="true" />
      </button>
      <label htmlFor={id} className={hideLabel ? 'owo-visually-hidden' : 'owo-switch__label'}>
        {label}
      </label>
    </div>
  );
}
