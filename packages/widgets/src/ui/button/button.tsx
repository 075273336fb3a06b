import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import css from './button.css?inline';

const styles = defineStyles(css);

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium' | 'large';
  /** Shows a spinner and ignores presses; the button stays focusable and reports aria-busy. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  useStyles(styles);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading submit button must not submit twice; aria-disabled keeps it focusable, unlike disabled.
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={['owo-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <span className="owo-button__spinner" aria-hidden="true" />}
      <span className="owo-button__label">{children}</span>
    </button>
  );
}
