interface Props<T extends string> {
  /** Said to screen readers: what the buttons choose between. */
  legend: string;
  part: string;
  options: ReadonlyArray<readonly [value: T, label: string]>;
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few, as pressed and unpressed buttons (the service, buying or selling). */
export function ToggleButtons<T extends string>({ legend, part, options, value, onChange }: Props<T>) {
  return (
    <fieldset className="owo-pay__services" part={part}>
      <legend className="owo-visually-hidden">{legend}</legend>
      {options.map(([option, label]) => (
        <button
          key={option}
          type="button"
          className="owo-pay__service"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
