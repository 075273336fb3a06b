import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationsQueryOptions, useRuntime } from '../../../internal/runtime';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { useMarkRead } from '../../../notification-bell/use-mark-read';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { Link, useAppRouter } from '../../routing/router';
import { EmptyState, Screen } from '../screen';
import { NotificationRow } from './notification-row';
import css from './notifications.css?inline';

const styles = defineStyles(css, 'element');

/** How many notifications a page of the screen shows. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The page in `?page=`, 1 unless a whole number from 1. */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /app/notifications: every notification, newest first, 20 a page (the page kept in the address), each
 * with its title, body, time and read state; one or all can be marked read (the bell's lists follow).
 */
export function NotificationsScreen() {
  useStyles(styles);
  const runtime = useRuntime();
  const { base, location } = useAppRouter();
  const page = pageOf(location.search);
  const list = useQuery({
    ...notificationsQueryOptions(runtime, { limit: NOTIFICATIONS_PAGE_SIZE, page }),
    placeholderData: keepPreviousData,
  });
  const { markRead, markAllRead, markingAll } = useMarkRead();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / NOTIFICATIONS_PAGE_SIZE)) : 1;
  const pageLink = (n: number) => `${base}/notifications${n === 1 ? '' : `?page=${n}`}`;

  return (
    <Screen title="Notifications">
      <div className="owo-inbox" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Loader fullScreen={false} label="Loading your notifications" />
        ) : list.isError ? (
          <div className="owo-inbox__error" role="alert">
            <p>We could not load your notifications. {list.error.message}</p>
            <Button variant="secondary" size="small" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.total === 0 ? (
          <EmptyState title="No notifications yet">
            Payments, sign-ins and changes to your account will be listed here.
          </EmptyState>
        ) : list.data.notifications.length === 0 ? (
          <EmptyState title="Nothing on this page">
            <Link to={pageLink(1)} className="owo-app__back">
              Go to the newest notifications
            </Link>
          </EmptyState>
        ) : (
          <>
            <div className="owo-inbox__bar">
              <p className="owo-inbox__count" role="status">
                {list.data.unreadCount === 0 ? 'All read' : `${list.data.unreadCount} unread`} ·{' '}
                {list.data.total === 1 ? '1 notification' : `${list.data.total} notifications`}
              </p>
              {list.data.unreadCount > 0 && (
                <Button
                  variant="secondary"
                  size="small"
                  loading={markingAll}
                  onClick={() => void markAllRead()}
                >
                  Mark all as read
                </Button>
              )}
            </div>
            <ul className="owo-inbox__list" aria-label="Notifications">
              {list.data.notifications.map((notification) => (
                <NotificationRow key={notification.id} notification={notification} onMarkRead={markRead} />
              ))}
            </ul>
            {pages > 1 && (
              <nav className="owo-inbox__pages" aria-label="Pages">
                {page > 1 ? <Link to={pageLink(page - 1)}>Previous</Link> : <span aria-hidden="true" />}
                <span aria-current="page">
                  Page {page} of {pages}
                </span>
                {page < pages ? <Link to={pageLink(page + 1)}>Next</Link> : <span aria-hidden="true" />}
              </nav>
            )}
          </>
        )}
      </div>
    </Screen>
  );
}
