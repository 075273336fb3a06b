import { type ComponentType, Suspense } from 'react';
import { retryableLazy } from '../internal/retryable-lazy';
import type { FrameView } from '../internal/runtime';
import type { AccountFrameProps } from './account-in-frame';
import { useSecretsFrameOrigin } from './use-secrets-frame';

// Only a partner's page loads it; Owo's own site never does.
const AccountInFrame = retryableLazy(() => import('./account-in-frame').then((m) => m.AccountInFrame));

interface Props<P> {
  /** The frame's view for this element on a partner's page. */
  view: FrameView;
  /** What the frame holds, for assistive technology. */
  title: string;
  /** The element's fields, loaded lazily (retryableLazy), for Owo's own site. */
  Fields: ComponentType<P>;
  props: P;
}

/**
 * An account element that takes a password or a code (DESIGN.md, "Secrets stay on their origin"): on
 * Owo's own site its fields, right here; on a partner's page Owo's secrets frame showing `view`. Each
 * page loads only the one it shows, as owo-login does.
 */
export function FieldsOrFrame<P extends AccountFrameProps>({ view, title, Fields, props }: Props<P>) {
  const owoOrigin = useSecretsFrameOrigin();
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      {owoOrigin ? (
        <AccountInFrame owoOrigin={owoOrigin} view={view} title={title} {...props} />
      ) : (
        <Fields {...props} />
      )}
    </Suspense>
  );
}
