import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { notificationKeys, walletKeys } from '../internal/runtime';

/**
 * The last step of a money flow around its receipt: the receipt's heading takes focus on arrival, so a
 * screen reader starts at the outcome, and each later status is said as it changes.
 */
export function ResultFrame({
  announce,
  className,
  children,
}: {
  /** "Payment completed": said politely whenever it changes. */
  announce: string;
  className?: string;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('h2')?.focus();
  }, []);
  return (
    <div ref={root} className={className}>
      <p className="owo-visually-hidden" aria-live="polite">
        {announce}
      </p>
      {children}
    </div>
  );
}

/**
 * Once something followed on screen settles (a pending purchase, a card in review), the balance has
 * moved and the inbox has a new entry: the bell and the balance ask again.
 */
export function useRefreshWhenSettled(settled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [settled, queryClient]);
}
