import { useCallback, useEffect, useState } from 'react';
import { Failure } from '../internal/failure';
import { type BillServiceInfo, UNREACHABLE_MESSAGE } from '../internal/runtime';

type SellModule = typeof import('./sell-giftcard');
type Sell = SellModule['default'];

let loading: Promise<SellModule> | undefined;

/** The sale's chunk, downloaded once; a failed download can be tried again. */
function loadSell(): Promise<SellModule> {
  loading ??= import('./sell-giftcard').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Selling a gift card is a path few take: its code loads when someone picks it, off the element's size
 * budget. Not React.lazy: a component that suspends makes React commit its retry on a timer, which inside
 * owo-app can commit a tree twice (React #177; see app/routing/routes.ts). A loader shows until it is in,
 * and a way to try again if it never arrives (offline, a deploy in between).
 */
export function SellGiftCardLoader({ info }: { info: BillServiceInfo }) {
  const [state, setState] = useState<{ Sell?: Sell; failed: boolean }>({ failed: false });
  const load = useCallback(() => {
    setState({ failed: false });
    loadSell().then(
      (module) => setState({ Sell: module.default, failed: false }),
      () => setState({ failed: true }),
    );
  }, []);
  useEffect(load, [load]);

  if (state.Sell) return <state.Sell info={info} />;
  if (state.failed) return <Failure message={UNREACHABLE_MESSAGE} onRetry={load} />;
  return <p className="owo-flow__lead">Loading…</p>;
}
