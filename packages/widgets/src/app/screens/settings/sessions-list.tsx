import type { SignedInSession } from '@owo/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  formatDate,
  formatRelativeTime,
  sessionsQueryOptions,
  settingsApi,
  settingsKeys,
  showToast,
  useRuntime,
} from '../../../internal/runtime';
import { Button } from '../../../ui/button/button';
import { LoadError, Loading, SettingsCard } from './settings-kit';

/** "Where you're signed in": every live session, this one marked; sign out one, or all the others. */
export function SessionsList() {
  const runtime = useRuntime();
  const sessions = useQuery(sessionsQueryOptions(runtime));
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <SettingsCard
      id="owo-settings-sessions"
      title="Where you're signed in"
      lead="If you do not recognise a device, sign it out and change your password."
    >
      {sessions.isPending ? (
        <Loading label="Loading your devices" />
      ) : sessions.isError ? (
        <LoadError what="your devices" onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="owo-settings__list" aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="owo-settings__muted">You are signed in on this device only.</p>
          ) : (
            <SignOutOthers count={others.length} />
          )}
        </>
      )}
    </SettingsCard>
  );
}

function SessionRow({ session }: { session: SignedInSession }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => settingsApi(runtime).signOutSession(session.id),
    onSuccess: () => {
      showToast(runtime.bus, 'success', `${session.device} has been signed out`);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
  });
  return (
    <li className="owo-settings__row">
      <div className="owo-settings__who">
        <p className="owo-settings__name">
          {session.device}
          {session.current && <span className="owo-settings__badge">This device</span>}
        </p>
        <p className="owo-settings__muted">
          {[session.place, `Signed in ${formatDate(session.createdAt) ?? ''}`].filter(Boolean).join(' · ')}
        </p>
        <p className="owo-settings__muted">
          {session.current ? 'Active now' : `Last active ${formatRelativeTime(session.lastUsedAt)}`}
        </p>
      </div>
      {!session.current && (
        <AskFirst
          label="Sign out"
          ariaLabel={`Sign out ${session.device}, signed in ${formatDate(session.createdAt) ?? ''}`}
          question={
            <>
              Sign out <strong>{session.device}</strong>? It will need the password to come back.
            </>
          }
          action="Sign out"
          pending={signOut.isPending}
          failed={signOut.isError}
          onConfirm={() => signOut.mutate()}
          onCancel={() => signOut.reset()}
        />
      )}
    </li>
  );
}

function SignOutOthers({ count }: { count: number }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => settingsApi(runtime).signOutOtherSessions(),
    onSuccess: () => {
      showToast(runtime.bus, 'success', 'Your other devices have been signed out');
      return queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
  });
  const devices = count === 1 ? 'the other device' : `all ${count} other devices`;
  return (
    <AskFirst
      label="Sign out all other devices"
      question={<>Sign out {devices}? This one stays signed in.</>}
      action="Sign out all"
      pending={signOut.isPending}
      failed={signOut.isError}
      onConfirm={() => signOut.mutate()}
      onCancel={() => signOut.reset()}
    />
  );
}

/** A button that asks before it acts, in place (as removing a saved recipient does); Escape keeps. */
function AskFirst({
  label,
  ariaLabel,
  question,
  action,
  pending,
  failed,
  onConfirm,
  onCancel,
}: {
  label: string;
  ariaLabel?: string;
  question: ReactNode;
  action: string;
  pending: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The safe answer takes the focus when the question appears.
    if (asking) keep.current?.focus();
  }, [asking]);
  const cancel = () => {
    setAsking(false);
    onCancel();
    requestAnimationFrame(() => ask.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      cancel();
    }
  };
  if (!asking)
    return (
      <Button
        ref={ask}
        variant="secondary"
        size="small"
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
    );
  return (
    <fieldset className="owo-settings__confirm" onKeyDown={onKeyDown}>
      <legend className="owo-settings__question">{question}</legend>
      {failed && (
        <p className="owo-settings__alert" role="alert">
          That did not work. Please try again.
        </p>
      )}
      <div className="owo-settings__actions">
        <Button variant="danger" size="small" loading={pending} onClick={onConfirm}>
          {pending ? 'Signing out…' : action}
        </Button>
        <Button ref={keep} variant="secondary" size="small" onClick={cancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
