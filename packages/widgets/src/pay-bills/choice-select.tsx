import { Button } from '../ui/button/button';
import { Field } from '../ui/field/field';

interface Choice {
  value: string;
  label: string;
}

interface Props {
  label: string;
  name: string;
  placeholder: string;
  choices: Choice[] | undefined;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The list is still loading, or failed to (with a retry). */
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  /** useZodForm's register(), so a failed submit can focus it. */
  fieldRef?: (element: HTMLElement | null) => void;
}

/** A native select over a list that loads: it says so while loading, and offers a retry when it fails. */
export function ChoiceSelect({
  label,
  name,
  placeholder,
  choices,
  value,
  onChange,
  error,
  loading,
  failed,
  onRetry,
  fieldRef,
}: Props) {
  const hint = loading ? 'Loading…' : failed ? 'Could not load the list.' : undefined;
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="owo-flow__select-row">
          <select
            {...control}
            ref={fieldRef}
            name={name}
            className="owo-field__control"
            value={value}
            disabled={!choices}
            onChange={(event) => onChange(event.currentTarget.value)}
          >
            <option value="">{placeholder}</option>
            {choices?.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {failed && onRetry && (
            <Button type="button" variant="secondary" size="small" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
