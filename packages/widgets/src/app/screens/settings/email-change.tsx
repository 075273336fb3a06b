import { changeEmailBody, type Me, verifyEmailChangeBody } from '@owo/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { settingsApi, settingsKeys, showToast, useRuntime } from '../../../internal/runtime';
import { useZodForm } from '../../../internal/use-zod-form';
import { Button } from '../../../ui/button/button';
import { OtpInput } from '../../../ui/otp-input/otp-input';
import { TextInput } from '../../../ui/text-input/text-input';
import { SettingsCard } from './settings-kit';

/**
 * The email, and a change proved by the 6-digit code sent to the new address (SPEC.md 5, OTP). Until
 * the code is entered the old address stays; a new code needs the password again, as the first did.
 */
export function EmailChange({ me }: { me: Me }) {
  const [asking, setAsking] = useState(false);
  // The code boxes take the focus when a code has just been sent, not when the tab opens on a pending one.
  const [sent, setSent] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const pending = me.pendingEmail;
  const back = () => {
    setAsking(false);
    requestAnimationFrame(() => title.current?.focus());
  };
  return (
    <SettingsCard
      id="owo-settings-email"
      title="Email address"
      titleRef={title}
      lead={
        <>
          Your email is <strong>{me.user.email}</strong>. Codes, receipts and security alerts go there.
        </>
      }
    >
      {asking ? (
        <EmailForm
          initialEmail={pending ?? ''}
          onSent={() => {
            setSent(true);
            setAsking(false);
          }}
          onCancel={back}
        />
      ) : pending ? (
        <CodeForm pendingEmail={pending} focus={sent} onNewCode={() => setAsking(true)} onVerified={back} />
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Change email
        </Button>
      )}
    </SettingsCard>
  );
}

function EmailForm({
  initialEmail,
  onSent,
  onCancel,
}: {
  initialEmail: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const form = useZodForm(changeEmailBody, { newEmail: initialEmail, password: '' });
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);
  const onSubmit = form.handleSubmit(async (body) => {
    const message = await settingsApi(runtime).requestEmailChange(body);
    showToast(runtime.bus, 'success', message);
    queryClient.setQueryData<Me>(settingsKeys.me, (me) => me && { ...me, pendingEmail: body.newEmail });
    onSent();
  });
  return (
    <form className="owo-settings__form" aria-label="Change email" noValidate onSubmit={onSubmit}>
      <div ref={first}>
        <TextInput
          label="New email address"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...form.text('newEmail')}
        />
      </div>
      <TextInput
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="To be sure it is you."
        {...form.text('password')}
      />
      <div className="owo-settings__actions">
        <Button type="submit" loading={form.submitting}>
          Send code
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CodeForm({
  pendingEmail,
  focus,
  onNewCode,
  onVerified,
}: {
  pendingEmail: string;
  focus: boolean;
  onNewCode: () => void;
  onVerified: () => void;
}) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const form = useZodForm(verifyEmailChangeBody, { otp: '' });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const me = await settingsApi(runtime).verifyEmailChange(body);
      runtime.session.setUser(me.user);
      queryClient.setQueryData(settingsKeys.me, me);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.securityEvents });
      showToast(runtime.bus, 'success', `Your email is now ${me.user.email}`);
      onVerified();
    } catch (error) {
      // The toast said why; an empty code, focused, is what the person needs next.
      form.resetField('otp', '');
      throw error;
    }
  });
  return (
    <form className="owo-settings__form" aria-label="Confirm new email" noValidate onSubmit={onSubmit}>
      <p className="owo-settings__pending" role="status">
        Waiting for confirmation: we sent a 6-digit code to <strong>{pendingEmail}</strong>. Your email
        changes once you enter it.
      </p>
      <div ref={form.register('otp')}>
        <OtpInput
          value={form.values.otp}
          onChange={(otp) => form.setValue('otp', otp)}
          onComplete={() => void onSubmit()}
          error={form.errors.otp}
          autoFocus={focus}
        />
      </div>
      <div className="owo-settings__actions">
        <Button type="submit" loading={form.submitting}>
          Confirm email
        </Button>
        <Button variant="ghost" onClick={onNewCode} disabled={form.submitting}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}
