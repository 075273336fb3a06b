import { useId } from 'react';
import { formatRelativeTime, type Notification } from '../internal/runtime';

export interface NotificationItemProps {
  notification: Pick<Notification, 'id' | 'title' | 'createdAt' | 'isRead'>;
  onMarkRead: (id: string) => void;
  /** The moment relative times are told from; now by default. */
  now?: number;
}

/**
 * One notification: its title and how long ago it came ('some time ago' when the date is invalid).
 * Unread, the whole row and its 'Mark as read' button mark it read; read, it is a grey, inert row.
 */
export function NotificationItem({ notification, onMarkRead, now }: NotificationItemProps) {
  const titleId = useId();
  const { id, title, createdAt, isRead } = notification;
  const when = formatRelativeTime(createdAt, now === undefined ? {} : { now });
  const body = (
    <>
      <span className="owo-bell__item-title" id={titleId}>
        {title}
      </span>
      <time
        className="owo-bell__item-time"
        dateTime={Number.isNaN(Date.parse(createdAt)) ? undefined : createdAt}
      >
        {when}
      </time>
    </>
  );
  return (
    <li className="owo-bell__item" part="item" data-read={isRead || undefined}>
      {isRead ? (
        <div className="owo-bell__item-body">{body}</div>
      ) : (
        <>
          <button type="button" className="owo-bell__item-body" onClick={() => onMarkRead(id)}>
            <span className="owo-bell__unread-dot" aria-hidden="true" />
            <span className="owo-visually-hidden">Unread: </span>
            {body}
          </button>
          <button
            type="button"
            className="owo-bell__mark"
            part="mark-read-button"
            aria-describedby={titleId}
            onClick={() => onMarkRead(id)}
          >
            Mark as read
          </button>
        </>
      )}
    </li>
  );
}
