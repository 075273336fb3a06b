import type { SecurityEvent, SecurityEventKind } from '@owo/core/contract';
import { useQuery } from '@tanstack/react-query';
import { formatDate, securityEventsQueryOptions, useRuntime } from '../../../internal/runtime';
import { EmptyState } from '../screen';
import { LoadError, Loading, SettingsCard } from './settings-kit';

const KINDS: Record<SecurityEventKind, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in attempt',
  password_changed: 'Password changed',
  pin_changed: 'Transaction PIN changed',
  pin_reset: 'Transaction PIN reset',
  pin_locked: 'Transaction PIN locked after wrong tries',
  email_changed: 'Email address changed',
};

/** The kinds that start the cooling period on new recipients. */
const COOLING_KINDS: readonly SecurityEventKind[] = ['password_changed', 'pin_reset', 'email_changed'];
/** The API's defaults (COOLING_PERIOD_HOURS, COOLING_NEW_RECIPIENT_CAP). */
const COOLING_HOURS = 24;
const COOLING_CAP = '₦20,000';

/** When the cooling period that the newest password change, PIN reset or email change began ends, if it has not. */
export function coolingEndsAt(events: readonly SecurityEvent[], now = Date.now()): Date | null {
  const started = events.find((event) => COOLING_KINDS.includes(event.kind));
  if (!started) return null;
  const ends = new Date(Date.parse(started.createdAt) + COOLING_HOURS * 3_600_000);
  return ends.getTime() > now ? ends : null;
}

/** Recent security activity, newest first: what happened, when, and from which device. */
export function SecurityActivity() {
  const runtime = useRuntime();
  const events = useQuery(securityEventsQueryOptions(runtime));
  return (
    <SettingsCard id="owo-settings-activity" title="Recent security activity">
      {events.isPending ? (
        <Loading label="Loading your security activity" />
      ) : events.isError ? (
        <LoadError what="your security activity" onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <EmptyState title="No security activity yet">
          Sign-ins and changes to your password, PIN or email will be listed here.
        </EmptyState>
      ) : (
        <ol className="owo-settings__list" aria-label="Security activity">
          {events.data.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; the list is replaced whole.
            <li key={index} className="owo-settings__row" data-kind={event.kind}>
              <div className="owo-settings__who">
                <p className="owo-settings__name">{KINDS[event.kind]}</p>
                <p className="owo-settings__muted">
                  {[formatDate(event.createdAt), event.device, event.place].filter(Boolean).join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </SettingsCard>
  );
}

/** The cooling period explained, and when the current one ends. */
export function CoolingPeriod() {
  const runtime = useRuntime();
  const events = useQuery(securityEventsQueryOptions(runtime));
  const ends = events.data ? coolingEndsAt(events.data) : null;
  return (
    <SettingsCard id="owo-settings-cooling" title="Cooling period">
      <p>
        For {COOLING_HOURS} hours after you change your password, reset your PIN or change your email, money
        you send to people you have never paid before is limited to {COOLING_CAP} in all. Payments to people
        you have paid before are not affected. This keeps your money safe if someone else gets into your
        account.
      </p>
      {ends && (
        <p className="owo-settings__pending" role="status">
          Your cooling period ends {formatDate(ends)}.
        </p>
      )}
    </SettingsCard>
  );
}
