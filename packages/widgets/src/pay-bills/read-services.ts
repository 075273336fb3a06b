import { BILL_SERVICES, type BillService, isBillService } from '../internal/runtime';

/**
 * The `services` attribute ("airtime mobile-data"): the services to offer, in that order. Unknown
 * names are skipped with a warning; none left (or no attribute) means all seven.
 */
export function readServices(value: string | undefined): BillService[] {
  const names = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const known: BillService[] = [];
  for (const name of names) {
    if (!isBillService(name)) console.warn(`[owo] owo-pay-bills: unknown service "${name}" ignored`);
    else if (!known.includes(name)) known.push(name);
  }
  return known.length > 0 ? known : [...BILL_SERVICES];
}
