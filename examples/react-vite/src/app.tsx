import '@owo/widgets/define';
import type { SessionUser } from '@owo/widgets';
import type {} from '@owo/widgets/jsx';
import { useEffect, useState } from 'react';

/** undefined until Owo has answered "is someone signed in?" */
function useOwoUser(): SessionUser | null | undefined {
  const [user, setUser] = useState<SessionUser | null>();
  useEffect(() => {
    const onChange = (event: GlobalEventHandlersEventMap['owo-session-change']) => setUser(event.detail.user);
    document.addEventListener('owo-session-change', onChange);
    void customElements
      .whenDefined('owo-login')
      .then(async () => setUser((await window.Owo?.session.getUser()) ?? null));
    return () => document.removeEventListener('owo-session-change', onChange);
  }, []);
  return user;
}

export function App() {
  const user = useOwoUser();
  return (
    <>
      <header>
        <strong>Shop</strong>
        <span id="who">
          {user === undefined ? '…' : user ? `Signed in as ${user.firstName}` : 'Signed out'}
        </span>
        <owo-notification-bell />
        <button id="sign-out" type="button" onClick={() => void window.Owo?.session.signOut()}>
          Sign out
        </button>
      </header>
      <main>
        {user ? <owo-pay-bills services="airtime" navigation="event" /> : <owo-login navigation="event" />}
      </main>
      <owo-toaster />
    </>
  );
}
