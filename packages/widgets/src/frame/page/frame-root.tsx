import { type ComponentType, useEffect, useState } from 'react';
import { type ToastKind, useRuntime } from '../../internal/runtime';

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

/** The frame's one element: its view, under the latest notice. */
export function FrameRoot({ View }: { View: ComponentType }) {
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
      <View />
    </div>
  );
}
