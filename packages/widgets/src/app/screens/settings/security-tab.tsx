import { useRef, useState } from 'react';
import { Button } from '../../../ui/button/button';
import { useAppRouter } from '../../routing/router';
import { ChangePassword } from './change-password';
import { ChangePin } from './change-pin';
import { ForgotPin } from './forgot-pin';
import { CoolingPeriod, SecurityActivity } from './security-activity';
import { SessionsList } from './sessions-list';
import { SettingsCard } from './settings-kit';

/** /app/settings/security: password, PIN, the cooling period, devices and recent activity. */
export function SecurityTab() {
  return (
    <div className="owo-settings owo-settings--columns">
      <ChangePassword />
      <TransactionPin />
      <CoolingPeriod />
      <SessionsList />
      <SecurityActivity />
    </div>
  );
}

type Mode = 'idle' | 'change' | 'forgot';

function TransactionPin() {
  const { location } = useAppRouter();
  // ?pin=forgot (the link beside a money flow's PIN-lock message) opens Forgot PIN, whose password
  // field takes the focus.
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(location.search).get('pin') === 'forgot' ? 'forgot' : 'idle',
  );
  const [done, setDone] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const finish = (message: string) => {
    setMode('idle');
    setDone(message);
    requestAnimationFrame(() => title.current?.focus());
  };
  const start = (next: Mode) => {
    setDone('');
    setMode(next);
  };
  return (
    <SettingsCard
      id="owo-settings-pin"
      title="Transaction PIN"
      titleRef={title}
      lead="Your 4-digit PIN confirms every payment. After 5 wrong tries it locks; Forgot PIN unlocks it."
    >
      {mode === 'change' ? (
        <ChangePin
          onDone={() => finish('Your PIN has been changed.')}
          onCancel={() => finish('')}
          onForgot={() => start('forgot')}
        />
      ) : mode === 'forgot' ? (
        <ForgotPin
          onDone={() => finish('Your new PIN is set. A PIN lock, if any, is lifted.')}
          onCancel={() => finish('')}
        />
      ) : (
        <div className="owo-settings__actions">
          <Button variant="secondary" onClick={() => start('change')}>
            Change PIN
          </Button>
          <Button variant="ghost" onClick={() => start('forgot')}>
            Forgot PIN?
          </Button>
        </div>
      )}
      <p className="owo-settings__done" role="status">
        {done}
      </p>
    </SettingsCard>
  );
}
