import { METER_TYPES, type MeterType } from '@owo/core/contract';

/** Prepaid or postpaid: two radios in a fieldset, so the group has its name for screen readers. */
export function MeterTypeChoice({
  value,
  onChange,
}: {
  value: MeterType;
  onChange: (value: MeterType) => void;
}) {
  return (
    <fieldset className="owo-pay__choice">
      <legend className="owo-field__label">Meter type</legend>
      {METER_TYPES.map((type) => (
        <label key={type} className="owo-pay__radio">
          <input
            type="radio"
            name="meterType"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {type === 'prepaid' ? 'Prepaid' : 'Postpaid'}
        </label>
      ))}
    </fieldset>
  );
}
