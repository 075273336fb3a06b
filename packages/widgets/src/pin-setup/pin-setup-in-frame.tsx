import { SecretsFrame } from '../frame/secrets-frame';
import { pinSetupOutcome } from '../internal/runtime';

/**
 * owo-pin-setup on a partner's page: the PIN is made and confirmed in Owo's secrets frame, which sets it
 * with the partner page's session (the refresh cookie it shares) and says only that it did.
 */
export function PinSetupInFrame({ owoOrigin, onSet }: { owoOrigin: string; onSet: () => void }) {
  return (
    <SecretsFrame
      owoOrigin={owoOrigin}
      view="pin-setup"
      title="Set your Owo PIN"
      outcomes={pinSetupOutcome}
      onOutcome={(outcome) => {
        if (outcome.type === 'pin-set') onSet();
      }}
    />
  );
}
