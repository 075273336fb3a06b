import { type FormEvent, type MouseEvent, type ReactNode, useId } from 'react';
import { TextInput, type TextInputProps } from '../ui/text-input/text-input';
import css from './auth-screen.css?inline';
import { useNavigate } from './navigate';
import { defineStyles, useStyles } from './shadow-styles';

const styles = defineStyles(css);

/** Under a new password: SPEC.md 5's strength rules, before they show up one by one as errors. */
export const PASSWORD_HINT =
  'At least 8 characters, with an uppercase and a lowercase letter, a number and a special character.';

export interface AuthScreenProps {
  title: ReactNode;
  description?: ReactNode;
  /** Under the form: the links to the other auth screens. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The card around every auth element's form: parts base, header, title, description, footer. */
export function AuthScreen({ title, description, footer, children }: AuthScreenProps) {
  useStyles(styles);
  const titleId = useId();
  return (
    <section className="owo-auth" part="base" aria-labelledby={titleId}>
      <header className="owo-auth__header" part="header">
        <h2 id={titleId} className="owo-auth__title" part="title">
          {title}
        </h2>
        {description && (
          <p className="owo-auth__description" part="description">
            {description}
          </p>
        )}
      </header>
      {children}
      {footer && (
        <div className="owo-auth__footer" part="footer">
          {footer}
        </div>
      )}
    </section>
  );
}

/** The form: no browser validation bubbles (the contract's messages show on the fields instead). */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className="owo-auth__form" part="form" aria-label={label} noValidate onSubmit={onSubmit}>
      {children}
    </form>
  );
}

/** Wraps one field, so partners can lay fields out with ::part(field). */
export function AuthField({
  children,
  ref,
}: {
  children: ReactNode;
  ref?: (element: HTMLElement | null) => void;
}) {
  return (
    <div className="owo-auth__field" part="field" ref={ref}>
      {children}
    </div>
  );
}

/**
 * A real link (open in a new tab, copy address, middle-click all work) whose plain click asks the page
 * to navigate (owo-navigate), like every other move between screens.
 */
export function AuthLink({ to, part, children }: { to: string; part?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className="owo-auth__link" part={part ? `link ${part}` : 'link'} onClick={onClick}>
      {children}
    </a>
  );
}

/** The email field of every auth screen: the type, autofill and keyboard hints a mobile user needs. */
export function EmailField(props: Omit<TextInputProps, 'label' | 'type'>) {
  return (
    <AuthField>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        part="input"
        {...props}
      />
    </AuthField>
  );
}
