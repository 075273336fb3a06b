import type { BillService, BillServiceInfo } from '../internal/runtime';

interface Props {
  services: BillService[];
  infos: BillServiceInfo[];
  current: BillService;
  onChange: (service: BillService) => void;
}

/** The offered services as toggle buttons; hidden when the page offers only one. */
export function ServicePicker({ services, infos, current, onChange }: Props) {
  if (services.length < 2) return null;
  return (
    <fieldset className="owo-pay__services" part="services">
      <legend className="owo-visually-hidden">Service</legend>
      {services.map((id) => (
        <button
          key={id}
          type="button"
          className="owo-pay__service"
          aria-pressed={id === current}
          onClick={() => onChange(id)}
        >
          {infos.find((info) => info.id === id)?.name ?? id}
        </button>
      ))}
    </fieldset>
  );
}
