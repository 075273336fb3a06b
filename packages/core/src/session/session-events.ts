import type { EventBus } from '../bus/event-bus';
import type { User } from '../contract';
import type { Session } from './session';

/**
 * Emits 'session:changed' whenever the session's user changes (login, a check answering, set-PIN) or the
 * session ends, so non-React listeners follow the same source of truth as useSession: the session atom.
 */
export function emitSessionChanges(
  session: Pick<Session, 'getUser' | 'subscribe'>,
  bus: EventBus,
): () => void {
  let last: User | null | undefined;
  const publish = (user: User | null) => {
    if (user === last) return;
    last = user;
    bus.emit('session:changed', { user });
  };
  const offAtom = session.subscribe(() => publish(session.getUser()));
  const offLogout = bus.on('session:logout', () => publish(null));
  return () => {
    offAtom();
    offLogout();
  };
}
