import type { BillService, BillServiceInfo } from '../internal/runtime';
import { ToggleButtons } from './toggle-buttons';

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
    <ToggleButtons
      legend="Service"
      part="services"
      options={services.map((id) => [id, infos.find((info) => info.id === id)?.name ?? id] as const)}
      value={current}
      onChange={onChange}
    />
  );
}
