import {
  TIER_ERROR_CODES,
  tier2UpgradeForm,
  tier3UpgradeForm,
  type UpgradeTierBody,
} from '@owo/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { tiersApi, useRuntime, walletKeys } from '../../../../internal/runtime';
import { type FormErrors, type FormValues, useZodForm } from '../../../../internal/use-zod-form';
import { Button } from '../../../../ui/button/button';
import { TextInput } from '../../../../ui/text-input/text-input';

/**
 * Sends an upgrade and then reads the tiers again: approved raises the limits at once, pending starts the
 * review's polling (tiersQueryOptions), rejected is said with the provider's reason.
 */
function useUpgrade() {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [rejected, setRejected] = useState<string | null>(null);
  const send = async (body: UpgradeTierBody) => {
    setRejected(null);
    const result = await tiersApi(runtime).upgrade(body);
    if (result.status === 'rejected') setRejected(result.reason ?? 'Your identity could not be checked.');
    await queryClient.invalidateQueries({ queryKey: walletKeys.tiers });
  };
  return { rejected, send };
}

/** A number already on another account is said on the number's field (core toasted it too). */
function onNumberField<V extends FormValues>(
  error: unknown,
  field: keyof V & string,
  showErrors: (errors: FormErrors<V>) => void,
): never {
  const { code, message } = error as { code?: unknown; message?: string };
  if (code === TIER_ERROR_CODES.identityInUse && message) showErrors({ [field]: message } as FormErrors<V>);
  throw error;
}

function Rejected({ reason }: { reason: string | null }) {
  return reason ? (
    <div className="owo-settings__alert" role="alert">
      <p>
        <strong>Not approved.</strong> {reason}
      </p>
    </div>
  ) : null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Tier 2: the BVN and the date of birth; the name on the BVN must be the account's. */
export function Tier2Form() {
  const { rejected, send } = useUpgrade();
  const form = useZodForm(tier2UpgradeForm, { bvn: '', dateOfBirth: '' });
  const onSubmit = form.handleSubmit((body) =>
    send({ tier: 2, ...body }).catch((error: unknown) => onNumberField(error, 'bvn', form.showErrors)),
  );
  return (
    <form className="owo-settings__form" aria-label="Upgrade to Tier 2" noValidate onSubmit={onSubmit}>
      <Rejected reason={rejected} />
      <TextInput
        label="BVN"
        digitsOnly
        maxLength={11}
        autoComplete="off"
        hint="Your 11-digit Bank Verification Number (dial *565*0# to see it)."
        {...form.text('bvn')}
      />
      <TextInput label="Date of birth" type="date" max={today()} {...form.text('dateOfBirth')} />
      <div className="owo-settings__actions">
        <Button type="submit" loading={form.submitting}>
          Upgrade to Tier 2
        </Button>
      </div>
    </form>
  );
}

/** Tier 3: the NIN and a residential address. */
export function Tier3Form() {
  const { rejected, send } = useUpgrade();
  const form = useZodForm(tier3UpgradeForm, { nin: '', address: '' });
  const onSubmit = form.handleSubmit((body) =>
    send({ tier: 3, ...body }).catch((error: unknown) => onNumberField(error, 'nin', form.showErrors)),
  );
  return (
    <form className="owo-settings__form" aria-label="Upgrade to Tier 3" noValidate onSubmit={onSubmit}>
      <Rejected reason={rejected} />
      <TextInput
        label="NIN"
        digitsOnly
        maxLength={11}
        autoComplete="off"
        hint="Your 11-digit National Identification Number (dial *346# to see it)."
        {...form.text('nin')}
      />
      <TextInput
        label="Residential address"
        autoComplete="street-address"
        maxLength={200}
        placeholder="12 Adeola Odeku Street, Victoria Island, Lagos"
        {...form.text('address')}
      />
      <div className="owo-settings__actions">
        <Button type="submit" loading={form.submitting}>
          Upgrade to Tier 3
        </Button>
      </div>
    </form>
  );
}
