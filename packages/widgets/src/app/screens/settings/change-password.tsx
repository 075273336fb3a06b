import { changePasswordBody } from '@owo/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PASSWORD_HINT } from '../../../internal/auth-screen';
import { settingsApi, settingsKeys, showToast, useRuntime } from '../../../internal/runtime';
import { useZodForm } from '../../../internal/use-zod-form';
import { Button } from '../../../ui/button/button';
import { TextInput } from '../../../ui/text-input/text-input';
import { SettingsCard } from './settings-kit';

/**
 * The current password, then a new one under SPEC.md 5's reset rules. The API signs every other device
 * out at once; this one stays signed in.
 */
export function ChangePassword() {
  // A fresh form after a change, so no password lingers in the fields.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  return (
    <SettingsCard
      id="owo-settings-password"
      title="Password"
      lead="Changing it signs you out everywhere else; you stay signed in here."
    >
      <PasswordForm
        key={round}
        onChanged={() => {
          setDone(true);
          setRound((n) => n + 1);
        }}
      />
      {done && (
        <p className="owo-settings__done" role="status">
          Your password has been changed and your other devices have been signed out.
        </p>
      )}
    </SettingsCard>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const form = useZodForm(changePasswordBody, {
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const onSubmit = form.handleSubmit(async (body) => {
    const message = await settingsApi(runtime).changePassword(body);
    showToast(runtime.bus, 'success', message);
    void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    void queryClient.invalidateQueries({ queryKey: settingsKeys.securityEvents });
    onChanged();
  });
  return (
    <form className="owo-settings__form" aria-label="Change password" noValidate onSubmit={onSubmit}>
      <TextInput
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.text('currentPassword')}
      />
      <TextInput
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...form.text('newPassword')}
      />
      <TextInput
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.text('confirmNewPassword')}
      />
      <div className="owo-settings__actions">
        <Button type="submit" loading={form.submitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}
