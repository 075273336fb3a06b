import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Failure, failureMessage } from '../internal/failure';
import { QueryBoundary } from '../internal/query-boundary';
import { LIMITS, notificationsQueryOptions, UNREACHABLE_MESSAGE, useRuntime } from '../internal/runtime';
import { useSessionState } from '../internal/use-session-state';
import { Button } from '../ui/button/button';
import { Dropdown } from '../ui/dropdown/dropdown';
import { Loader } from '../ui/loader/loader';
import type { NotificationBellProps } from './notification-bell-props';
import { badgeText, bellPageSize } from './notification-cache';
import { NotificationItem } from './notification-item';
import { useMarkRead } from './use-mark-read';

export const EMPTY_MESSAGE = 'No notifications yet';

/** The bell icon. */
function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header's notification dropdown (SPEC.md 2): a bell with the unread count, a panel of the latest
 * notifications. It follows the page's one session: signed out it is a disabled bell (the header keeps
 * its layout); a sign-in anywhere on the page loads that user's notifications, a sign-out empties it.
 */
export function NotificationBell(props: NotificationBellProps) {
  return (
    <QueryBoundary>
      <Bell {...props} />
    </QueryBoundary>
  );
}

function Bell({ limit, seeAllHref }: NotificationBellProps) {
  const runtime = useRuntime();
  const { isAuthenticated, isUnreachable } = useSessionState();
  const pageSize = bellPageSize(limit, LIMITS.notificationsHeaderSize, LIMITS.notificationsMaxPageSize);
  const query = useQuery({
    ...notificationsQueryOptions(runtime, { limit: pageSize, page: 1 }),
    enabled: isAuthenticated,
  });
  const { markRead, markAllRead, markingAll } = useMarkRead();
  const [open, setOpen] = useState(false);

  const list = isAuthenticated ? query.data : undefined;
  const unread = list?.unreadCount ?? 0;
  // Owo could not be asked who is signed in: the bell opens on that, with Retry, rather than sit disabled.
  const label = isUnreachable
    ? "Notifications: can't reach Owo"
    : unread > 0
      ? `Notifications, ${unread} unread`
      : 'Notifications';

  return (
    <Dropdown
      label="Notifications"
      open={open && (isAuthenticated || isUnreachable)}
      onOpenChange={setOpen}
      className="owo-bell__panel"
      trigger={(props) => (
        <button
          type="button"
          {...props}
          className="owo-bell__button"
          part="button"
          aria-label={label}
          disabled={!isAuthenticated && !isUnreachable}
        >
          <BellIcon />
          {isUnreachable && (
            <span className="owo-bell__badge" part="badge" aria-hidden="true">
              !
            </span>
          )}
          {unread > 0 && (
            <span className="owo-bell__badge" part="badge" aria-hidden="true">
              {badgeText(unread)}
            </span>
          )}
        </button>
      )}
    >
      <div className="owo-bell__header" part="header">
        <h2 className="owo-bell__title">Notifications</h2>
        {unread > 0 && (
          <Button variant="ghost" size="small" loading={markingAll} onClick={() => void markAllRead()}>
            Mark all as read
          </Button>
        )}
      </div>
      {isUnreachable ? (
        <Failure message={UNREACHABLE_MESSAGE} onRetry={() => void runtime.session.refetch()} />
      ) : list ? (
        list.notifications.length === 0 ? (
          <p className="owo-bell__empty">{EMPTY_MESSAGE}</p>
        ) : (
          <ul className="owo-bell__list" part="list">
            {list.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onMarkRead={markRead} />
            ))}
          </ul>
        )
      ) : query.isError ? (
        <Failure
          message={failureMessage(query.error, 'Could not load your notifications.')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="owo-bell__loading">
          <Loader fullScreen={false} size="small" label="Loading notifications" />
        </div>
      )}
      {seeAllHref && (
        <a href={seeAllHref} className="owo-bell__all" part="see-all" onClick={() => setOpen(false)}>
          See all notifications
        </a>
      )}
    </Dropdown>
  );
}
