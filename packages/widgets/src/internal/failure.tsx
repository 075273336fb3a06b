import { Component, type ReactNode, useCallback, useEffect, useState } from 'react';
import { FailureSlot } from './failure-slot';
import { retryFailedParts } from './retryable-lazy';
import {
  type ApiError,
  DEFAULT_ERROR_MESSAGE,
  originRefusal,
  toApiError,
  UNREACHABLE_MESSAGE,
  useRuntime,
} from './runtime';

/**
 * What a person reads about a failure: "Can't reach Owo. Check your connection." when no answer came
 * (a call, or a chunk that did not load: both reject with a TypeError), the server's message for a
 * refusal (or `otherwise`, what could not be done), and never a program's own words.
 */
export function failureMessage(error: unknown, otherwise?: string): string {
  const apiError = toApiError(error);
  if (apiError.code === 'NETWORK_ERROR') return apiError.message;
  return otherwise ?? (apiError.status || apiError.code ? apiError.message : DEFAULT_ERROR_MESSAGE);
}

/** The one alert every element shows a failure in, inside its own shadow root; Retry when it can be tried again. */
export function Failure({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <div className="owo-alert" role="alert" part="alert">
      {message}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

/**
 * Above an element's content: its forms' failed submits (useZodForm reports them), when no toaster on
 * the page said them, so a wrong password is read with or without `owo-toaster`. Owo out of reach
 * offers Retry, which sends the form again.
 */
export function ReportedFailures({ children }: { children: ReactNode }) {
  const [failed, setFailed] = useState<{ message: string; retry?: (() => void) | undefined }>();
  const report = useCallback(
    (error: unknown, retry?: () => void) =>
      setFailed(error === undefined || toastsShown() ? undefined : { message: failureMessage(error), retry }),
    [],
  );
  return (
    <FailureSlot value={report}>
      {failed && (
        <Failure
          message={failed.message}
          onRetry={failed.message === UNREACHABLE_MESSAGE ? failed.retry : undefined}
        />
      )}
      {children}
    </FailureSlot>
  );
}

/**
 * Around every element: a part that failed to render (a lazy chunk that did not arrive, offline) says
 * so, and Retry renders it again (anew: React unmounted it when it failed), which loads the chunk again.
 */
export class ElementBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? DEFAULT_ERROR_MESSAGE };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <Failure
        message={failureMessage(error)}
        onRetry={() => {
          retryFailedParts();
          this.setState({ error: undefined });
        }}
      />
    );
  }
}

// Asked once per page (the first element's API base sets every element's).
let originCheck: Promise<ApiError | null> | undefined;

/**
 * An element on a site Owo does not serve (not a registered partner) says so in place of its content,
 * as it loads: before anyone has typed a password into it. Owo's own site asks nothing.
 */
export function RegisteredOnly({ children }: { children: ReactNode }) {
  const { apiBase } = useRuntime().config;
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    let live = true;
    originCheck ??= originRefusal(apiBase);
    void originCheck.then((refused) => live && setRefusal(refused?.message));
    return () => {
      live = false;
    };
  }, [apiBase]);
  return refusal ? <Failure message={refusal} /> : children;
}

// How many owo-toaster elements are showing the page's toasts (toaster.tsx counts itself in and out),
// counted across every copy of the bundle on the page.
export const TOASTERS = Symbol.for('owo.toasters');
export const toasterSlot = globalThis as { [TOASTERS]?: number };

/** A failure nobody would see as a toast is said in the element instead. */
export const toastsShown = (): boolean => (toasterSlot[TOASTERS] ?? 0) > 0;
