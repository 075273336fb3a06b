import { describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { fixedProducts, SANDBOX_SERVICES } from './sandbox-catalogue';
import { createSandboxBillsProvider } from './sandbox-provider';
import { SANDBOX_IDS } from './sandbox-values';

describe('the sandbox catalogue', () => {
  it('names no two products alike, and each data plan names its network', () => {
    const products = SANDBOX_SERVICES.flatMap((service) =>
      service.billers.flatMap((biller) => fixedProducts(service.id, biller.id).map((p) => ({ biller, p }))),
    );
    const names = products.map(({ p }) => p.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const biller of SANDBOX_SERVICES.find((s) => s.id === 'mobile-data')?.billers ?? []) {
      for (const plan of fixedProducts('mobile-data', biller.id)) {
        expect(plan.name).toMatch(new RegExp(`^${biller.name} \\d+(MB|GB)$`));
        expect(plan.validity).toMatch(/^\d+ days$/);
      }
    }
  });

  it("gives a meter an address in its DisCo's own area", async () => {
    const provider = createSandboxBillsProvider(systemClock, 10_000);
    const cities: Record<string, string> = {
      'ikeja-electric': 'Ikeja',
      'portharcourt-electric': 'Port Harcourt',
      'abuja-electric': 'Abuja',
      'kano-electric': 'Kano',
    };
    for (const [biller, city] of Object.entries(cities)) {
      for (const customerId of [SANDBOX_IDS.prepaidMeter, '4040404040404', '5151515151515']) {
        const outcome = await provider.validate({ service: 'electricity', biller, customerId });
        expect(outcome.valid && outcome.customer.address).toContain(city);
      }
    }
  });
});
