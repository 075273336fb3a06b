import { useEffect, useRef, useState } from 'react';
import { Failure } from '../internal/failure';
import { useHostElement } from '../internal/host-context';
import {
  type Channel,
  connectToFrame,
  type FrameOutcome,
  type FrameView,
  type OutcomeSchema,
  originRefusal,
  type PageInput,
  secretsFrameUrl,
  UNREACHABLE_MESSAGE,
  useRuntime,
} from '../internal/runtime';
import { defineStyles, useStyles } from '../internal/shadow-styles';
import { type Theme, watchTheme } from '../internal/theme';
import { useLatest } from '../internal/use-latest';
import css from './secrets-frame.css?inline';

const styles = defineStyles(css, 'element');

/** How long Owo's frame may take to draw once its page has loaded (a refused frame loads an error page). */
export const FRAME_DRAW_MS = 4_000;
/** How long it may take in all (a slow network) before the person is told it did not come. */
export const FRAME_TIMEOUT_MS = 20_000;

export interface SecretsFrameProps<O extends FrameOutcome = FrameOutcome> {
  /** Owo's origin, where the frame comes from (secretsFrameOrigin). */
  owoOrigin: string;
  view: FrameView;
  /** What the frame holds, for assistive technology: "Sign in to Owo". */
  title: string;
  /** Sent once the frame is connected (the bill to review, an account screen's email). */
  input?: PageInput;
  /** The view's outcomes (core's signInOutcome, accountOutcome, paymentOutcome, pinSetupOutcome). */
  outcomes: OutcomeSchema<O>;
  /** Every outcome the frame reports but its size, which is handled here. */
  onOutcome: (outcome: Exclude<O, { type: 'size' }>) => void;
}

/** The element's theme now and as it changes (light where there is no element). */
function useHostTheme(): Theme {
  const host = useHostElement();
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => (host ? watchTheme(host, setTheme) : undefined), [host]);
  return theme;
}

/**
 * Owo's secrets frame on a partner's page (DESIGN.md, "Secrets stay on their origin"): an iframe of
 * Owo's origin where the password, codes or PIN are typed, sized to its content. The page hears only
 * outcomes, over a port handed to the frame's own window on Owo's origin (core's connectToFrame). A
 * frame that does not draw says why: this site is not registered, or Owo cannot be reached (Retry).
 */
export function SecretsFrame<O extends FrameOutcome>(props: SecretsFrameProps<O>) {
  useStyles(styles);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  return (
    <div className="owo-secrets-frame" part="frame-container">
      {failure ? (
        <Failure
          message={failure}
          onRetry={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <ConnectedFrame key={attempt} {...props} onFailure={setFailure} />
      )}
    </div>
  );
}

/** One try at showing the frame: the iframe, its handshake and its height. */
function ConnectedFrame<O extends FrameOutcome>({
  owoOrigin,
  view,
  title,
  input,
  outcomes,
  onOutcome,
  onFailure,
}: SecretsFrameProps<O> & { onFailure: (message: string) => void }) {
  const runtime = useRuntime();
  const frame = useRef<HTMLIFrameElement>(null);
  const channel = useRef<Channel<PageInput> | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const theme = useHostTheme();
  const latest = useLatest({ onOutcome, onFailure, input });
  // The theme the frame starts with; later changes go over the port.
  const [src] = useState(() => secretsFrameUrl(owoOrigin, view, window.location.origin, theme));

  useEffect(() => {
    let live = true;
    let drawn = false;
    let drawTimer: ReturnType<typeof setTimeout> | undefined;
    const fail = async () => {
      const refusal = await originRefusal(runtime.config.apiBase);
      if (live) latest.current.onFailure(refusal?.message ?? UNREACHABLE_MESSAGE);
    };
    const opened = connectToFrame<O>({
      owoOrigin,
      frame: () => frame.current?.contentWindow ?? null,
      outcomes,
      onOutcome: (outcome) => {
        if (outcome.type !== 'size') return latest.current.onOutcome(outcome as Exclude<O, { type: 'size' }>);
        drawn = true;
        clearTimeout(drawTimer);
        setHeight(outcome.height);
      },
    });
    channel.current = opened;
    // The theme goes from the effect below, which runs next.
    if (latest.current.input) opened.send(latest.current.input);
    const timer = setTimeout(() => {
      if (!drawn) void fail();
    }, FRAME_TIMEOUT_MS);
    // A frame the browser refused (frame-ancestors) still fires load, on an error page that never draws.
    const onLoad = () => {
      if (!drawn) drawTimer ??= setTimeout(() => void fail(), FRAME_DRAW_MS);
    };
    const element = frame.current;
    element?.addEventListener('load', onLoad);
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(drawTimer);
      element?.removeEventListener('load', onLoad);
      opened.close();
      channel.current = null;
    };
  }, [owoOrigin, outcomes, latest, runtime]);

  useEffect(() => {
    channel.current?.send({ type: 'theme', theme });
  }, [theme]);

  return (
    <>
      {height === null && (
        <p className="owo-secrets-frame__status" role="status">
          Loading Owo…
        </p>
      )}
      <iframe
        ref={frame}
        src={src}
        title={title}
        className="owo-secrets-frame__frame"
        data-state={height === null ? 'loading' : 'shown'}
        style={height === null ? undefined : { height }}
        part="frame"
      />
    </>
  );
}
