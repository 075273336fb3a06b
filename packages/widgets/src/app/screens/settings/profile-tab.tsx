import { type Me, updateProfileBody } from '@owo/core/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueryOptions, settingsApi, settingsKeys, useRuntime } from '../../../internal/runtime';
import { useZodForm } from '../../../internal/use-zod-form';
import { Button } from '../../../ui/button/button';
import { TextInput } from '../../../ui/text-input/text-input';
import { EmailChange } from './email-change';
import { initials, LoadError, Loading, SettingsCard } from './settings-kit';

type User = Me['user'];

/** /app/settings/profile: the initials avatar, the names and phone number, the username and the email. */
export function ProfileTab() {
  const runtime = useRuntime();
  const me = useQuery(meQueryOptions(runtime));
  if (me.isPending) return <Loading label="Loading your profile" />;
  if (me.isError) return <LoadError what="your profile" onRetry={() => void me.refetch()} />;
  const { user } = me.data;
  return (
    <div className="owo-settings">
      <div className="owo-settings__identity">
        <span className="owo-settings__avatar" aria-hidden="true">
          {initials(user.firstName, user.lastName)}
        </span>
        <div>
          <p className="owo-settings__name">
            {user.firstName} {user.lastName}
          </p>
          <p className="owo-settings__muted">@{user.username}</p>
        </div>
      </div>
      <SettingsCard id="owo-settings-details" title="Personal details">
        <ProfileForm user={user} />
      </SettingsCard>
      <EmailChange me={me.data} />
    </div>
  );
}

/** The fields a person may change, with SPEC.md 5's rules; only what changed is sent. */
function ProfileForm({ user }: { user: User }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const form = useZodForm(updateProfileBody, {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
  });
  const onSubmit = form.handleSubmit(async (body) => {
    const changed = Object.fromEntries(
      Object.entries(body).filter(([name, value]) => value !== user[name as keyof typeof body]),
    );
    if (Object.keys(changed).length === 0) {
      setStatus('Nothing to save: these are your details already.');
      return;
    }
    setStatus('');
    const me = await settingsApi(runtime).updateProfile(changed);
    // The header's name and every other reader of the session follow at once.
    runtime.session.setUser(me.user);
    queryClient.setQueryData(settingsKeys.me, me);
    setStatus('Your details have been saved.');
  });
  return (
    <form className="owo-settings__form" aria-label="Personal details" noValidate onSubmit={onSubmit}>
      <div className="owo-settings__pair">
        <TextInput label="First name" autoComplete="given-name" {...form.text('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" {...form.text('lastName')} />
      </div>
      <TextInput
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08012345678"
        {...form.text('phoneNumber')}
      />
      <TextInput
        label="Username"
        value={user.username}
        readOnly
        hint="Your username cannot be changed: people pay you with it."
      />
      <div className="owo-settings__actions">
        <Button type="submit" loading={form.submitting}>
          Save changes
        </Button>
        <p className="owo-settings__status" role="status">
          {status}
        </p>
      </div>
    </form>
  );
}
