import { lazy, Suspense, useEffect, useState } from 'react';
import type { FrameView, ToastKind } from '../../internal/runtime';
import { useRuntime } from '../../internal/runtime';

const LoginView = lazy(() => import('./login-view').then((m) => ({ default: m.LoginView })));

interface Notice {
  kind: ToastKind;
  message: string;
}

/**
 * What would be a toast on Owo's own site (a wrong password, a code sent), said inside the frame: the
 * partner page's toaster belongs to another runtime, and the frame is too small for a toast stack.
 */
function useNotice(): Notice | null {
  const { bus } = useRuntime();
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => bus.on('toast:show', ({ kind, message }) => setNotice({ kind, message })), [bus]);
  return notice;
}

/** The frame's one element: the view its address named, under the latest notice. */
export function FrameRoot({ view }: { view: FrameView }) {
  const notice = useNotice();
  return (
    <div className="owo-frame">
      {notice && (
        <p
          className="owo-frame__notice"
          data-kind={notice.kind}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.message}
        </p>
      )}
      <Suspense
        fallback={
          <p className="owo-frame__status" role="status">
            Loading…
          </p>
        }
      >
        {view === 'login' && <LoginView />}
      </Suspense>
    </div>
  );
}
