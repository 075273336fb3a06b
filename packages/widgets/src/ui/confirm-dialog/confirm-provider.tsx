import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmOptions, type ConfirmResult } from './confirm-dialog';

type Confirm = (options: ConfirmOptions) => Promise<ConfirmResult>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  id: number;
  options: ConfirmOptions;
  resolve: (result: ConfirmResult) => void;
}

/** Hosts confirmation dialogs for the tree below it, one at a time, in the order they were asked. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  // The answered dialog stays mounted, closing, until its animation ends; then the next one opens.
  const [answeredId, setAnsweredId] = useState<number | null>(null);
  const nextId = useRef(0);
  const current = queue[0];

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        setQueue((items) => [...items, { id, options, resolve }]);
      }),
    [],
  );

  const onResult = (result: ConfirmResult) => {
    if (!current) return;
    current.resolve(result);
    setAnsweredId(current.id);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {current && (
        <ConfirmDialog
          key={current.id}
          options={current.options}
          open={current.id !== answeredId}
          onResult={onResult}
          onAfterClose={() => setQueue((items) => items.slice(1))}
        />
      )}
    </ConfirmContext>
  );
}

/** Asks for confirmation: `if ((await confirm({ title })).confirmed) ...`, or pass a handler. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it.');
  return confirm;
}
