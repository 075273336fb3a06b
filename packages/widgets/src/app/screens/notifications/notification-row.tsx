import { useId } from 'react';
import { formatRelativeTime, type Notification } from '../../../internal/runtime';

/**
 * One notification in full: title, body, when it came (relative; the exact time in its datetime) and
 * whether it was read; an unread one has its 'Mark as read' button.
 */
export function NotificationRow({
  notification,
  onMarkRead,
}: {
  notification: Notification;
  onMarkRead: (id: string) => void;
}) {
  const titleId = useId();
  const { id, title, body, createdAt, isRead } = notification;
  const valid = !Number.isNaN(Date.parse(createdAt));
  return (
    <li className="owo-inbox__item" data-read={isRead || undefined} aria-labelledby={titleId}>
      <div className="owo-inbox__head">
        <h2 className="owo-inbox__title" id={titleId}>
          {!isRead && <span className="owo-inbox__dot" aria-hidden="true" />}
          {title}
        </h2>
        <span className={isRead ? 'owo-inbox__state' : 'owo-inbox__state owo-inbox__state--unread'}>
          {isRead ? 'Read' : 'Unread'}
        </span>
      </div>
      {body && <p className="owo-inbox__body">{body}</p>}
      <div className="owo-inbox__foot">
        <time className="owo-inbox__time" dateTime={valid ? createdAt : undefined}>
          {formatRelativeTime(createdAt)}
        </time>
        {!isRead && (
          <button
            type="button"
            className="owo-inbox__mark"
            aria-describedby={titleId}
            onClick={() => onMarkRead(id)}
          >
            Mark as read
          </button>
        )}
      </div>
    </li>
  );
}
